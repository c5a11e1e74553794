// The site's two web fonts, trimmed to the weights it sets, written to src/fonts/ (generated, not committed)
// before every build and dev server. The @fontsource variable files carry the whole weight axis (100–900);
// the site sets Inter at 400–700 and Fraunces at 400–600 (see the font-* classes), and instancing the axis to
// those ranges takes the fonts of a first visit from 85 KB to 58 KB. The characters stay those of @fontsource's
// "latin" file, so any text an editor writes in a blog post still renders in the brand's fonts.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.join(import.meta.dirname, "..");
const outDir = path.join(root, "src", "fonts");

interface Font {
  family: string;
  weight: { min: number; max: number };
}

export const fonts: Font[] = [
  { family: "inter", weight: { min: 400, max: 700 } },
  { family: "fraunces", weight: { min: 400, max: 600 } },
];

/** The code points of @fontsource's "latin" subset (its unicode-range) and the combining accents, as a string for the subsetter. */
const latinRanges: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x300, 0x36f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const latin = latinRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

export const outputFile = ({ family, weight }: Font): string => path.join(outDir, `${family}-latin-wght-${weight.min}-${weight.max}.woff2`);

export const sourceFile = ({ family }: Pick<Font, "family">): string =>
  path.join(root, "node_modules", "@fontsource-variable", family, "files", `${family}-latin-wght-normal.woff2`);

/** The font's @fontsource file with its weight axis limited to the font's range, as WOFF2. */
export function trimFont(font: Font): Promise<Buffer> {
  return subsetFont(fs.readFileSync(sourceFile(font)), latin, { targetFormat: "woff2", variationAxes: { wght: font.weight } });
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const script = fs.statSync(import.meta.filename).mtimeMs;
  for (const font of fonts) {
    const target = outputFile(font);
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= script) continue;
    const trimmed = await trimFont(font);
    fs.writeFileSync(target, trimmed);
    console.log(
      `${path.relative(root, target)}: ${(fs.statSync(sourceFile(font)).size / 1024).toFixed(1)} KB → ${(trimmed.length / 1024).toFixed(1)} KB`,
    );
  }
}

if (process.argv[1] === import.meta.filename) await main();
