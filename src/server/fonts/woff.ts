import { inflateSync } from "node:zlib";

const woffSignature = 0x774f4646; // "wOFF"

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (zlib-compressed tables, https://www.w3.org/TR/WOFF/).
 * satori reads WOFF itself, but resvg only reads TTF/OTF, and the @fontsource packages ship WOFF and WOFF2.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== woffSignature) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  // The sfnt offset table's binary-search fields.
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);

  const tables: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const dataOffset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(dataOffset, dataOffset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("damaged WOFF table");
    const record = 12 + index * 16;
    header.writeUInt32BE(tag, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(origLength, record + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...tables]);
}
