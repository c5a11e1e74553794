import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { svgFontFiles } from "@/server/fonts";
import { uploadStorage } from "@/server/uploads/storage";

/** Artwork drawn in code, under public/art. */
const artPath = /^\/art\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.svg$/;
/** An uploaded photo, served at /uploads/<name>. */
const uploadPath = /^\/uploads\/([^/?#]+)$/;

export type ArtSource = { kind: "svg"; data: Buffer } | { kind: "bitmap"; data: Buffer };

/**
 * The bytes behind a card's picture: SVG artwork from public/, or an upload from the configured storage. Anything
 * else (a web address, a missing file) is null: a card never fetches from another site.
 */
export async function loadArt(src: string): Promise<ArtSource | null> {
  if (artPath.test(src)) {
    try {
      return { kind: "svg", data: await readFile(path.join(process.cwd(), "public", src)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  const upload = uploadPath.exec(src);
  if (upload) {
    let name: string;
    try {
      name = decodeURIComponent(upload[1]!);
    } catch {
      return null;
    }
    const data = await uploadStorage().get(name);
    return data ? { kind: "bitmap", data } : null;
  }
  return null;
}

/**
 * The picture as a PNG that covers a box of the given size (cropped to it, centred), ready to place in a card.
 * SVG is drawn by resvg with the brand fonts, so the text inside the artwork (the portraits' monograms) is set
 * as on the site; photos are scaled by sharp.
 */
export async function artToPng(art: ArtSource, box: { width: number; height: number }): Promise<Buffer> {
  if (art.kind === "bitmap") {
    return sharp(art.data, { limitInputPixels: 40_000_000 }).rotate().resize(box.width, box.height, { fit: "cover" }).png().toBuffer();
  }
  // The artwork asks for "Fraunces, Georgia, serif", which resvg does not find under the static file's family name
  // ("Fraunces Medium"), so it falls back to its default font: the first file, Fraunces (svgFontFiles lists it first).
  const font = { loadSystemFonts: false, fontFiles: await svgFontFiles() };
  const natural = new Resvg(art.data, { font });
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const drawn = new Resvg(art.data, { font, fitTo: { mode: "zoom", value: scale } }).render();
  const png = Buffer.from(drawn.asPng());
  if (drawn.width === box.width && drawn.height === box.height) return png;
  // Centre-crop the overflow.
  const width = Math.min(box.width, drawn.width);
  const height = Math.min(box.height, drawn.height);
  return sharp(png)
    .extract({ left: Math.floor((drawn.width - width) / 2), top: Math.floor((drawn.height - height) / 2), width, height })
    .png()
    .toBuffer();
}
