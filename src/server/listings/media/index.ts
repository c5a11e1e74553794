import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import type { Db } from "@/server/db";
import { listingImages, listingImageSources, type ListingImageVariant } from "@/server/db/schema";
import { newUploadName } from "@/server/uploads/names";
import { formatDetails, sniffImageFormat } from "@/server/uploads/sniff";
import { uploadStorage } from "@/server/uploads/storage";
import type { UploadStorage } from "@/server/uploads/upload-storage";
import { ListingMediaError } from "./errors";
import { fetchImageBytes } from "./fetch-image";

export { ListingMediaError, type ListingMediaErrorCode } from "./errors";
export { defaultRetryPolicy, nextRetry, type RetryDecision, type RetryPolicy } from "./retry";

/** Responsive widths made of every photo (never wider than the photo itself). */
export const listingImageWidths = [480, 960, 1600] as const;
/** Largest image accepted, downloaded or given: a 26-photo listing at this size is already far beyond what CRMs send. */
export const defaultMaxImageBytes = 15 * 1024 * 1024;
/** Longest wait for one image download (connection, headers and body). */
export const defaultImageTimeoutMs = 20_000;
/** Refuse to decode more pixels than this (a small PNG can unpack to gigabytes): about 50 megapixels. */
const maxInputPixels = 50_000_000;
/** A `processing` claim older than this was left by a process that stopped; another takes it over. */
const claimLeaseMs = 2 * 60 * 1000;
/** How long a call waits for another process that is making the same image's sizes. */
const waitForOtherMs = 60_000;

const acceptedFormats = new Set(["jpeg", "png", "webp", "gif"]);

export type ListingImageInput = { bytes: Buffer | Uint8Array } | { url: string };

export interface StoreListingImageOptions {
  /** Where the image comes from for the caller (e.g. the feed's URL, or agent/listing/slot): with `modTime`, an image already stored for this key at this modTime is not fetched again. */
  sourceKey?: string;
  /** The feed's modTime for this image; a different one fetches it again. */
  modTime?: Date;
  storage?: UploadStorage;
  maxBytes?: number;
  timeoutMs?: number;
}

export interface StoredListingImage {
  imageId: string;
  /** SHA-256 (hex) of the bytes as received. */
  contentHash: string;
  /** Of the upright picture. */
  width: number;
  height: number;
  /** A tiny blurred WebP, `data:image/webp;base64,…`. */
  placeholder: string;
  variants: ListingImageVariant[];
  /** False when the (sourceKey, modTime) pair was already stored and nothing was fetched or read. */
  fetched: boolean;
}

type ImageRow = typeof listingImages.$inferSelect;

function toResult(row: ImageRow, fetched: boolean): StoredListingImage {
  return {
    imageId: row.id,
    contentHash: row.contentHash,
    width: row.width ?? 0,
    height: row.height ?? 0,
    placeholder: row.placeholder ?? "",
    variants: row.variants,
    fetched,
  };
}

/** The bytes' real format, decided from their signature; anything but JPEG, PNG, WebP and GIF is refused. */
function acceptedFormat(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed || !acceptedFormats.has(sniffed)) {
    throw new ListingMediaError(
      "unsupported_type",
      sniffed
        ? `A listing photo must be JPEG, PNG, WebP or GIF, not ${sniffed.toUpperCase()}`
        : "Not an image: a listing photo must be JPEG, PNG, WebP or GIF",
      { retryable: false },
    );
  }
  return sniffed as "jpeg" | "png" | "webp" | "gif";
}

/** The widths to make: each standard width narrower than the photo, and the photo's own width up to the largest. */
export function variantWidths(sourceWidth: number, widths: readonly number[] = listingImageWidths): number[] {
  const largest = Math.max(...widths);
  const chosen = new Set(widths.filter((width) => width < sourceWidth));
  chosen.add(Math.min(sourceWidth, largest));
  return [...chosen].sort((a, b) => a - b);
}

interface Rendered {
  width: number;
  height: number;
  placeholder: string;
  files: { name: string; data: Buffer; variant: Omit<ListingImageVariant, "url" | "name"> }[];
}

/**
 * Decodes the image (refusing what does not decode as the format its signature claims), turns it upright from its
 * EXIF orientation, converts it to sRGB (CMYK JPEGs included) and encodes each width as AVIF and WebP. sharp writes
 * no metadata unless asked, so EXIF (GPS position, camera serial), XMP and ICC profiles are gone.
 */
async function render(bytes: Uint8Array, format: string): Promise<Rendered> {
  const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw new ListingMediaError("undecodable", `The ${format.toUpperCase()} image cannot be read: ${(error as Error).message}`, {
      retryable: false,
      cause: error,
    });
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new ListingMediaError("undecodable", `The file starts like ${format.toUpperCase()} but does not decode as one`, {
      retryable: false,
    });
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  try {
    const upright = input().rotate().toColourspace("srgb");
    const files: Rendered["files"] = [];
    for (const target of variantWidths(width)) {
      for (const output of ["avif", "webp"] as const) {
        const pipeline = upright.clone().resize({ width: target, withoutEnlargement: true });
        if (output === "avif") pipeline.avif({ quality: 50, effort: 2 });
        else pipeline.webp({ quality: 78 });
        const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
        files.push({
          name: newUploadName(formatDetails[output].extension),
          data,
          variant: { format: output, width: info.width, height: info.height, bytes: data.byteLength },
        });
      }
    }
    const tiny = await upright.clone().resize({ width: 16, height: 16, fit: "inside" }).blur(0.6).webp({ quality: 40 }).toBuffer();
    return { width, height, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, files };
  } catch (error) {
    throw new ListingMediaError("undecodable", `The ${format.toUpperCase()} image cannot be converted: ${(error as Error).message}`, {
      retryable: false,
      cause: error,
    });
  }
}

/** Makes and stores the sizes for a claimed row, then marks it stored; on failure the claim is released. */
async function processClaim(db: Db, claimId: string, bytes: Uint8Array, format: string, storage: UploadStorage): Promise<ImageRow> {
  try {
    const rendered = await render(bytes, format);
    const variants: ListingImageVariant[] = [];
    for (const file of rendered.files) {
      try {
        await storage.put(file.name, file.data);
      } catch (error) {
        throw new ListingMediaError("storage", `Could not store the image: ${(error as Error).message}`, { retryable: true, cause: error });
      }
      variants.push({ ...file.variant, name: file.name, url: storage.publicUrl(file.name) });
    }
    const [row] = await db
      .update(listingImages)
      .set({
        status: "stored",
        sourceFormat: format,
        sourceBytes: bytes.byteLength,
        width: rendered.width,
        height: rendered.height,
        placeholder: rendered.placeholder,
        variants,
        storedAt: new Date(),
      })
      .where(and(eq(listingImages.id, claimId), eq(listingImages.status, "processing")))
      .returning();
    if (!row) throw new ListingMediaError("busy", "The image was taken over by another process", { retryable: true });
    return row;
  } catch (error) {
    await db.delete(listingImages).where(and(eq(listingImages.id, claimId), eq(listingImages.status, "processing")));
    throw error;
  }
}

/**
 * The stored row for these bytes: the existing one, or a new one this call makes. Exactly one process makes an image's
 * sizes (a `processing` row claims the hash; others wait for it), so the same photo is never stored twice.
 */
async function ensureStored(db: Db, contentHash: string, bytes: Uint8Array, format: string, storage: UploadStorage): Promise<ImageRow> {
  const deadline = Date.now() + waitForOtherMs;
  for (;;) {
    const [existing] = await db.select().from(listingImages).where(eq(listingImages.contentHash, contentHash));
    if (existing?.status === "stored") return existing;
    if (!existing) {
      const [claimed] = await db
        .insert(listingImages)
        .values({ contentHash })
        .onConflictDoNothing({ target: listingImages.contentHash })
        .returning();
      if (claimed) return processClaim(db, claimed.id, bytes, format, storage);
      continue;
    }
    const [taken] = await db
      .update(listingImages)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(listingImages.id, existing.id),
          eq(listingImages.status, "processing"),
          lt(listingImages.claimedAt, new Date(Date.now() - claimLeaseMs)),
        ),
      )
      .returning();
    if (taken) return processClaim(db, taken.id, bytes, format, storage);
    if (Date.now() > deadline) throw new ListingMediaError("busy", "Another process is still storing this image", { retryable: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Makes a listing photo ready for the web and stores it once: from bytes (a zip entry, inline base64) or a URL
 * (fetched through the SSRF guard), its type sniffed, upright, sRGB, without metadata, in AVIF and WebP at
 * `listingImageWidths` (never enlarged), plus a blurred placeholder, through the uploads storage (disk or S3).
 * The same bytes always give the same image (deduplicated by SHA-256); a known (sourceKey, modTime) is not fetched
 * again. Throws ListingMediaError; its `retryable` feeds `nextRetry`.
 */
export async function storeListingImage(
  db: Db,
  input: ListingImageInput,
  options: StoreListingImageOptions = {},
): Promise<StoredListingImage> {
  const maxBytes = options.maxBytes ?? defaultMaxImageBytes;
  const known = options.sourceKey !== undefined && options.modTime !== undefined;
  if (known) {
    const [row] = await db
      .select({ image: listingImages, modTime: listingImageSources.modTime })
      .from(listingImageSources)
      .innerJoin(listingImages, eq(listingImages.id, listingImageSources.imageId))
      .where(eq(listingImageSources.sourceKey, options.sourceKey!));
    if (row && row.image.status === "stored" && row.modTime.getTime() === options.modTime!.getTime()) return toResult(row.image, false);
  }

  let bytes: Uint8Array;
  if ("url" in input) {
    bytes = await fetchImageBytes(input.url, { maxBytes, timeoutMs: options.timeoutMs ?? defaultImageTimeoutMs });
  } else {
    bytes = input.bytes;
    if (bytes.byteLength > maxBytes)
      throw new ListingMediaError("too_large", `The image is larger than ${maxBytes} bytes`, { retryable: false });
  }
  if (bytes.byteLength === 0) throw new ListingMediaError("unsupported_type", "Not an image: the file is empty", { retryable: false });
  const format = acceptedFormat(bytes);
  const contentHash = createHash("sha256").update(bytes).digest("hex");
  const image = await ensureStored(db, contentHash, bytes, format, options.storage ?? uploadStorage());

  if (known) {
    await db
      .insert(listingImageSources)
      .values({ sourceKey: options.sourceKey!, modTime: options.modTime!, imageId: image.id })
      .onConflictDoUpdate({
        target: listingImageSources.sourceKey,
        set: { modTime: options.modTime!, imageId: image.id, updatedAt: new Date() },
      });
  }
  return toResult(image, true);
}
