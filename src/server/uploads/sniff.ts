/**
 * Which image format a file is, decided from its first bytes only (its "magic number"), never from its
 * name or the browser's Content-Type. Pure: no I/O, safe in unit tests.
 */
export const imageFormats = ["png", "jpeg", "webp", "gif", "avif"] as const;
export type ImageFormat = (typeof imageFormats)[number];

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names `avif` (still) or `avis` (sequence) as a brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > 4096) return false;
  const avifBrands = new Set(["avif", "avis"]);
  if (avifBrands.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand (4 bytes) and minor version (4 bytes).
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (avifBrands.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, png)) return "png";
  if (startsWith(bytes, jpeg)) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** The file extension and Content-Type each stored format is served with. */
export const formatDetails: Record<ImageFormat, { extension: string; contentType: string }> = {
  png: { extension: "png", contentType: "image/png" },
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  webp: { extension: "webp", contentType: "image/webp" },
  gif: { extension: "gif", contentType: "image/gif" },
  avif: { extension: "avif", contentType: "image/avif" },
};
