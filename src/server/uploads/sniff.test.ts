import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], compatible.join(""), [0, 0, 0, 8], "meta");
}

describe("sniffImageFormat", () => {
  it("recognises each accepted format by its signature", () => {
    expect(sniffImageFormat(bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR"))).toBe("png");
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"))).toBe("jpeg");
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe1, 0, 16], "Exif"))).toBe("jpeg");
    expect(sniffImageFormat(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffImageFormat(bytes("GIF87a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffImageFormat(ftyp("avif", ["mif1", "miaf"]))).toBe("avif");
    expect(sniffImageFormat(ftyp("avis", ["msf1"]))).toBe("avif");
    // A major brand of mif1 with avif among the compatible ones is still AVIF.
    expect(sniffImageFormat(ftyp("mif1", ["miaf", "avif"]))).toBe("avif");
  });

  it("rejects markup and other files whatever they are called", () => {
    expect(sniffImageFormat(bytes("<!DOCTYPE html><html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(bytes("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageFormat(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImageFormat(ftyp("heic", ["mif1", "heic"]))).toBeNull();
    expect(sniffImageFormat(ftyp("isom", ["mp41", "avc1"]))).toBeNull();
    expect(sniffImageFormat(bytes("GIF90a"))).toBeNull();
  });

  it("needs the whole signature at the very start", () => {
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(bytes([0x89], "PNG\r\n"))).toBeNull();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageFormat(bytes(" ", [0x89], "PNG\r\n\x1a\n"))).toBeNull();
    expect(sniffImageFormat(bytes("RIFF", [0, 0, 0]))).toBeNull();
  });
});
