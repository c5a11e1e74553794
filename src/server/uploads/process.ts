import "server-only";
import sharp from "sharp";
import { formatDetails, sniffImageFormat, type ImageFormat } from "./sniff";

/** Longest side of a stored image: big enough for a full-width retina hero, small enough to serve. */
export const maxStoredDimension = 2400;

/** Refuse to decode anything larger (a 5 MB PNG can unpack to gigabytes of pixels): about 50 megapixels. */
const maxInputPixels = 50_000_000;

export interface ProcessedImage {
  data: Buffer;
  /** The stored format: the uploaded one, except that GIF becomes WebP. */
  format: ImageFormat;
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

/** The bytes are not an image we accept: unknown signature, or sharp could not decode them. */
export class NotAnImageError extends Error {
  constructor(message = "not a supported image") {
    super(message);
    this.name = "NotAnImageError";
  }
}

/** How sharp names each format we sniff (AVIF is decoded by libheif). */
const sharpFormatName: Record<ImageFormat, string> = { png: "png", jpeg: "jpeg", webp: "webp", gif: "gif", avif: "heif" };

/**
 * Re-encodes an image in its own format, which drops anything that is not pixels: EXIF (GPS position,
 * camera serial), XMP, comments and any payload appended after the image data. The pixels are first turned
 * upright from the EXIF orientation (the only metadata that changes how the picture looks), converted to sRGB
 * and, past `maxStoredDimension`, scaled down. GIF is stored as WebP: smaller, still animated, and
 * sharp's GIF encoder quantises colours. The format is decided by `sniffImageFormat`, never by a name or
 * a browser-supplied type.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new NotAnImageError("unknown file signature");

  const animated = sniffed === "gif" || sniffed === "webp";
  const input = sharp(bytes, { animated, limitInputPixels: maxInputPixels, failOn: "error" });

  let detected: string | undefined;
  try {
    detected = (await input.metadata()).format;
  } catch (error) {
    throw new NotAnImageError(`undecodable ${sniffed}: ${(error as Error).message}`);
  }
  if (detected !== sharpFormatName[sniffed]) throw new NotAnImageError(`signature says ${sniffed}, decoder says ${detected ?? "nothing"}`);

  const format: ImageFormat = sniffed === "gif" ? "webp" : sniffed;
  const pipeline = input
    .rotate()
    .resize({ width: maxStoredDimension, height: maxStoredDimension, fit: "inside", withoutEnlargement: true });
  switch (format) {
    case "png":
      pipeline.png({ compressionLevel: 8 });
      break;
    case "jpeg":
      pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case "webp":
      pipeline.webp({ quality: 85 });
      break;
    case "avif":
      pipeline.avif({ quality: 60, effort: 4 });
      break;
  }

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, format, ...formatDetails[format], width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw new NotAnImageError(`could not re-encode ${sniffed}: ${(error as Error).message}`);
  }
}
