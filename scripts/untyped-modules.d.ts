// Modules that ship no types: the calls the scripts make.
// subset-font: scripts/subset-fonts.ts.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, number | { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}

// fontverter ships no types; the one call scripts/subset-fonts.test.ts makes.
declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer> };
  export default fontverter;
}
