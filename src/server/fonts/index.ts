import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Font } from "satori";
import { woffToSfnt } from "./woff";

/**
 * The brand fonts for images drawn on the server (social cards, the built-in blog cover), from the self-hosted
 * @fontsource packages in node_modules (the server runs from the project root). WOFF, not WOFF2: satori reads
 * TTF, OTF and WOFF only.
 */
export type FontFamily = "Fraunces" | "Inter";
export type FontWeight = 400 | 500 | 600;

function fontFile(family: FontFamily, weight: FontWeight, subset: "latin" | "latin-ext"): string {
  const pkg = family.toLowerCase();
  return path.join(process.cwd(), "node_modules", "@fontsource", pkg, "files", `${pkg}-${subset}-${weight}-normal.woff`);
}

/** Each file read once per process; a failed read is retried next time. */
const files = new Map<string, Promise<Buffer>>();

function readOnce(file: string): Promise<Buffer> {
  let pending = files.get(file);
  if (!pending) {
    pending = readFile(file);
    pending.catch(() => files.delete(file));
    files.set(file, pending);
  }
  return pending;
}

/** satori's fonts: each family and weight asked for, in its Latin and Latin Extended subsets. */
export async function satoriFonts(faces: readonly { family: FontFamily; weight: FontWeight }[]): Promise<Font[]> {
  return Promise.all(
    faces.flatMap(({ family, weight }) =>
      (["latin", "latin-ext"] as const).map(async (subset) => ({
        name: family,
        weight,
        style: "normal" as const,
        data: await readOnce(fontFile(family, weight, subset)),
      })),
    ),
  );
}

let svgFontFilesPromise: Promise<string[]> | undefined;

/**
 * TrueType copies of the brand fonts for resvg, which draws the text inside our SVG artwork (the team portraits'
 * monograms are set in Fraunces 500) and reads fonts only from files, only TTF/OTF. Decoded from the WOFF files
 * once per process into the temporary folder.
 */
export function svgFontFiles(): Promise<string[]> {
  svgFontFilesPromise ??= (async () => {
    const directory = path.join(os.tmpdir(), "ironbark-fonts");
    await mkdir(directory, { recursive: true });
    const faces: { family: FontFamily; weight: FontWeight }[] = [
      { family: "Fraunces", weight: 500 },
      { family: "Inter", weight: 400 },
    ];
    return Promise.all(
      faces.map(async ({ family, weight }) => {
        const sfnt = woffToSfnt(await readOnce(fontFile(family, weight, "latin")));
        const target = path.join(directory, `${family.toLowerCase()}-${weight}-${sfnt.length}.ttf`);
        // Written beside the target and renamed into place, so another process never reads half a file.
        const temporary = `${target}.${process.pid}.partial`;
        await writeFile(temporary, sfnt);
        await rename(temporary, target);
        return target;
      }),
    );
  })();
  svgFontFilesPromise.catch(() => (svgFontFilesPromise = undefined));
  return svgFontFilesPromise;
}
