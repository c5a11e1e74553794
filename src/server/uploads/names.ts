import { randomBytes } from "node:crypto";
import { formatDetails, imageFormats } from "./sniff";

/* Upload names, shared by every storage: only a name of this exact shape is ever written, read or served. */

const extensions = imageFormats.map((format) => formatDetails[format].extension).join("|");
/** `<32 hex characters>-<Date.now()>.<extension>`: nothing else is ever stored or served. */
export const uploadNamePattern = new RegExp(`^[0-9a-f]{32}-[0-9]{13,16}\\.(?:${extensions})$`);

/** A random name plus a timestamp plus the extension (spec section 7, "Image upload"). */
export function newUploadName(extension: string, now: number = Date.now()): string {
  return `${randomBytes(16).toString("hex")}-${now}.${extension}`;
}

export function contentTypeOfUpload(name: string): string | null {
  if (!uploadNamePattern.test(name)) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return imageFormats.map((format) => formatDetails[format]).find((details) => details.extension === extension)?.contentType ?? null;
}

/** Throws before any file or request is touched when `name` is not an upload name. */
export function assertUploadName(name: string): void {
  if (!uploadNamePattern.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
}

/** Names are unique and never rewritten, so browsers and CDNs may keep an upload for a year. */
export const uploadCacheControl = "public, max-age=31536000, immutable";
