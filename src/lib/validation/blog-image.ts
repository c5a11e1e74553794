import "./zod-jitless";
import { z } from "zod";

/**
 * The admin's blog image rules and the spec's messages (section 5 and the toast table), shared by the
 * image field in the browser and the upload and AI image routes on the server.
 */

/** Spec section 9: "image upload max 5MB", i.e. 5 × 1024 × 1024 bytes; a file of exactly this size is accepted. */
export const maxImageUploadBytes = 5 * 1024 * 1024;

/** Longest description the AI image generator accepts. */
export const maxImagePromptLength = 500;

export const imageMessages = {
  invalidType: { title: "Invalid file type", message: "Please upload an image file" },
  tooLarge: { title: "File too large", message: "Please upload an image smaller than 5MB" },
  uploadFailed: { title: "Upload failed", message: "The image could not be saved. Please try again." },
  promptRequired: "Please enter a description for the image",
  promptTooLong: `Please keep the description under ${maxImagePromptLength} characters`,
  rateLimit: { title: "Rate Limit", message: "Too many requests. Please try again in a moment." },
  paymentRequired: { title: "Payment Required", message: "Please add credits to your workspace." },
  generateFailed: { title: "Error", message: "Failed to generate image. Please try again." },
  /** Shown beside an image 'Generate with AI' drew itself because no images API is configured. */
  titleCard:
    "No AI image service is configured, so this is a title card made from your description, not an AI picture. Set AI_IMAGE_BASE_URL and AI_IMAGE_API_KEY to generate pictures.",
} as const;

export const imagePromptSchema = z.object(
  {
    prompt: z
      .string({ error: imageMessages.promptRequired })
      .trim()
      .min(1, imageMessages.promptRequired)
      .max(maxImagePromptLength, imageMessages.promptTooLong),
  },
  { error: imageMessages.promptRequired },
);

/** The JSON body of every failed upload or AI image call: a toast title and, usually, its description. */
export interface ImageErrorBody {
  error: string;
  message?: string;
}

export interface ImageToast {
  title: string;
  description?: string;
}

function readErrorBody(body: unknown): { error?: string; message?: string } {
  if (typeof body !== "object" || body === null) return {};
  const { error, message } = body as Record<string, unknown>;
  return { error: typeof error === "string" ? error : undefined, message: typeof message === "string" ? message : undefined };
}

/**
 * The toast for a failed upload (spec: 'Upload failed' with the message). The server's title and
 * description when it sent both; a bare `{ error }` (e.g. "Please sign in.") becomes the description.
 */
export function uploadErrorToast(status: number, body: unknown): ImageToast {
  const { error, message } = readErrorBody(body);
  if (error && message) return { title: error, description: message };
  if (status === 413) return { title: imageMessages.tooLarge.title, description: imageMessages.tooLarge.message };
  return { title: imageMessages.uploadFailed.title, description: error ?? imageMessages.uploadFailed.message };
}

/**
 * The toast for a failed AI image (spec: 429 'Rate Limit', 402 'Payment Required', otherwise 'Failed to
 * generate image. Please try again.'), decided by the status even when the body is unreadable.
 */
export function aiImageErrorToast(status: number, body: unknown): ImageToast {
  if (status === 429) return { title: imageMessages.rateLimit.title, description: imageMessages.rateLimit.message };
  if (status === 402) return { title: imageMessages.paymentRequired.title, description: imageMessages.paymentRequired.message };
  const { error, message } = readErrorBody(body);
  if (status === 400 && error && !message) return { title: error };
  return { title: imageMessages.generateFailed.title, description: imageMessages.generateFailed.message };
}
