import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontverter from "fontverter";
import { describe, expect, it } from "vitest";
import { fonts, outputFile, sourceFile, trimFont } from "./subset-fonts";

// harfbuzzjs exports a promise from CommonJS, which an ES import would wrap.
interface HarfBuzz {
  createBlob(data: Buffer): { destroy(): void };
  createFace(blob: unknown, index: number): { getAxisInfos(): { wght: unknown }; collectUnicodes(): Uint32Array; destroy(): void };
}
const harfbuzz = createRequire(import.meta.url)("harfbuzzjs") as Promise<HarfBuzz>;

/** The weight axis and the characters of a WOFF2 font, read with HarfBuzz. */
async function inspect(woff2: Buffer) {
  const hb = await harfbuzz;
  const blob = hb.createBlob(await fontverter.convert(woff2, "truetype"));
  const face = hb.createFace(blob, 0);
  try {
    return { weight: face.getAxisInfos().wght, characters: new Set(face.collectUnicodes()) };
  } finally {
    face.destroy();
    blob.destroy();
  }
}

describe.each(fonts)("the trimmed $family font", (font) => {
  // (Trimming a variable font is seconds of work: more than Vitest's default 5 s on a loaded two-core machine.)
  it("keeps exactly the weights the site sets, every character of the original, in far fewer bytes", { timeout: 60_000 }, async () => {
    const source = fs.readFileSync(sourceFile(font));
    const trimmed = await trimFont(font);
    const [before, after] = [await inspect(source), await inspect(trimmed)];
    expect(before.weight).toMatchObject({ min: 100, max: 900 });
    expect(after.weight).toMatchObject({ min: font.weight.min, max: font.weight.max });
    // Every printable character (U+0000 has a glyph in the originals, for no reader's use).
    expect([...before.characters].filter((c) => c >= 0x20 && !after.characters.has(c))).toEqual([]);
    expect(trimmed.length).toBeLessThan(source.length * 0.9);
  });

  it("is the file next/font loads, declared with the same weight range", () => {
    const declaration = fs.readFileSync(path.join(import.meta.dirname, "..", "src", "app", "fonts.ts"), "utf8");
    expect(declaration).toContain(`src: "../fonts/${path.basename(outputFile(font))}"`);
    expect(declaration).toContain(`weight: "${font.weight.min} ${font.weight.max}"`);
  });
});
