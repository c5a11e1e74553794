import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff";

const woffFile = path.join(process.cwd(), "node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff");

describe("woffToSfnt", () => {
  const woff = readFileSync(woffFile);
  const sfnt = woffToSfnt(woff);

  it("writes an sfnt with every table of the WOFF, each where its record says, at its original length", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour (TrueType or CFF)
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    // The sfnt's size is the one the WOFF header announces.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const tags: string[] = [];
    for (let index = 0; index < numTables; index += 1) {
      const record = 12 + index * 16;
      tags.push(sfnt.toString("latin1", record, record + 4));
      const offset = sfnt.readUInt32BE(record + 8);
      expect(offset % 4).toBe(0);
      expect(offset + sfnt.readUInt32BE(record + 12)).toBeLessThanOrEqual(sfnt.length);
    }
    expect(tags).toEqual(expect.arrayContaining(["head", "name", "cmap", "OS/2"]));
    // The head table's magic number survives decompression.
    const head = tags.indexOf("head");
    const headOffset = sfnt.readUInt32BE(12 + head * 16 + 8);
    expect(sfnt.readUInt32BE(headOffset + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses anything that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 is not supported here, nor is anything else"))).toThrow("not a WOFF 1.0 font");
  });
});
