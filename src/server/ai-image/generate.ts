import "server-only";
import { env } from "@/env";
import { imageMessages } from "@/lib/validation/blog-image";
import { logger } from "@/server/log";
import { storeImage, type StoredImage } from "@/server/uploads/images";
import { NotAnImageError } from "@/server/uploads/process";
import { uploadStorage } from "@/server/uploads/storage";
import type { UploadStorage } from "@/server/uploads/upload-storage";
import { renderCoverPng } from "./cover";
import { generateWithImagesApi, imagesApiConfigFrom, ImagesApiError, type ImagesApiConfig } from "./images-api";

/** A failure the admin sees as a toast: HTTP status, title and description (spec section 8, "AI image"). */
export class AiImageError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
    this.name = "AiImageError";
  }
}

/** Upstream error codes that mean "out of credits" even when sent with another status (OpenAI uses 429 and 400 for them). */
const billingCodes = new Set(["insufficient_quota", "billing_hard_limit_reached"]);

/** 429 → 'Rate Limit', 402 (or a billing error code) → 'Payment Required', anything else → 'Failed to generate image'. */
export function aiImageErrorFromUpstream(status: number | null, code: string | null = null): AiImageError {
  if (status === 402 || (code !== null && billingCodes.has(code))) {
    return new AiImageError(402, imageMessages.paymentRequired.title, imageMessages.paymentRequired.message);
  }
  if (status === 429) return new AiImageError(429, imageMessages.rateLimit.title, imageMessages.rateLimit.message);
  return new AiImageError(502, imageMessages.generateFailed.title, imageMessages.generateFailed.message);
}

export interface GenerateOptions {
  /** The images API; null draws the built-in cover. Default: from AI_IMAGE_* settings. */
  api?: ImagesApiConfig | null;
  storage?: UploadStorage;
  fetchImpl?: typeof fetch;
}

/** Where a generated image came from: the configured images API, or the built-in title card (no images API configured). */
export type GeneratedImageSource = "images-api" | "title-card";

export interface GeneratedImage extends StoredImage {
  source: GeneratedImageSource;
}

/**
 * Makes a blog cover image from a description and stores it like an upload. Without AI_IMAGE_* settings an
 * on-brand 1200×630 cover is drawn with the description as its headline; with them, the configured images
 * API paints one; `source` says which, so the editor can tell the admin. Throws AiImageError.
 */
export async function generateBlogImage(prompt: string, options: GenerateOptions = {}): Promise<GeneratedImage> {
  const api = options.api === undefined ? imagesApiConfigFrom(env) : options.api;
  const storage = options.storage ?? uploadStorage();

  let bytes: Uint8Array;
  if (api) {
    try {
      bytes = await generateWithImagesApi(prompt, api, options.fetchImpl);
    } catch (error) {
      const status = error instanceof ImagesApiError ? error.status : null;
      const code = error instanceof ImagesApiError ? error.code : null;
      logger.warn({ err: error, status, code, model: api.model }, "AI image generation failed");
      throw aiImageErrorFromUpstream(status, code);
    }
  } else {
    try {
      bytes = await renderCoverPng(prompt);
    } catch (error) {
      logger.error({ err: error }, "drawing the cover image failed");
      throw new AiImageError(500, imageMessages.generateFailed.title, imageMessages.generateFailed.message);
    }
  }

  try {
    return { ...(await storeImage(bytes, storage)), source: api ? "images-api" : "title-card" };
  } catch (error) {
    // Bytes from the API that are not an image count as the generator failing; a storage error is ours.
    logger.error({ err: error, source: api ? "images-api" : "cover" }, "storing the generated image failed");
    const status = error instanceof NotAnImageError ? 502 : 500;
    throw new AiImageError(status, imageMessages.generateFailed.title, imageMessages.generateFailed.message);
  }
}
