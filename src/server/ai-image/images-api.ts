import "server-only";
import { readCappedBody } from "@/server/http/capped-body";

/**
 * Asks an OpenAI-compatible images API for one picture: POST {base}/images/generations with a Bearer key.
 * Returns the image's raw bytes (from `data[0].b64_json`, or fetched from `data[0].url`); the caller
 * sniffs, re-encodes and stores them like an upload.
 */
export interface ImagesApiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The longest wait for the whole exchange: the generation, its body and any image download. */
  timeoutMs: number;
}

/** Largest image accepted from the API (it is re-encoded and scaled to 2400px afterwards). */
export const maxGeneratedImageBytes = 25 * 1024 * 1024;
/** The JSON answer carries the image as base64: 4/3 of its size, plus a little. */
const maxResponseBytes = Math.ceil((maxGeneratedImageBytes * 4) / 3) + 64 * 1024;

/** A failed exchange; `status` is the upstream HTTP status when there was one. */
export class ImagesApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    /** The upstream's `error.code`, e.g. "insufficient_quota". */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "ImagesApiError";
  }
}

export function imagesApiConfigFrom(settings: {
  AI_IMAGE_BASE_URL?: string;
  AI_IMAGE_API_KEY?: string;
  AI_IMAGE_MODEL: string;
  AI_IMAGE_TIMEOUT_MS: number;
}): ImagesApiConfig | null {
  const { AI_IMAGE_BASE_URL: baseUrl, AI_IMAGE_API_KEY: apiKey } = settings;
  if (!baseUrl || !apiKey) return null;
  return { baseUrl, apiKey, model: settings.AI_IMAGE_MODEL, timeoutMs: settings.AI_IMAGE_TIMEOUT_MS };
}

/**
 * GPT image models always answer in base64, reject `response_format`, and offer a landscape 1536×1024;
 * DALL·E-style models take `response_format` and all share 1024×1024.
 */
export function generationRequestBody(model: string, prompt: string): Record<string, unknown> {
  return model.startsWith("gpt-image")
    ? { model, prompt, size: "1536x1024", n: 1 }
    : { model, prompt, size: "1024x1024", n: 1, response_format: "b64_json" };
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const body = await readCappedBody(response, maxBytes);
  if (body === null) throw new ImagesApiError(`response larger than ${maxBytes} bytes`);
  return Buffer.from(body);
}

function errorCode(body: Buffer): string | null {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { error?: { code?: unknown; type?: unknown } };
    const code = parsed.error?.code ?? parsed.error?.type;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

export async function generateWithImagesApi(prompt: string, config: ImagesApiConfig, fetchImpl: typeof fetch = fetch): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, "")}/images/generations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify(generationRequestBody(config.model, prompt)),
      signal,
    });
    if (!response.ok) {
      const body = await readCapped(response, 64 * 1024).catch(() => Buffer.alloc(0));
      throw new ImagesApiError(`images API answered ${response.status}`, response.status, errorCode(body));
    }

    let answer: { data?: { b64_json?: unknown; url?: unknown }[] };
    try {
      answer = JSON.parse((await readCapped(response, maxResponseBytes)).toString("utf8")) as typeof answer;
    } catch (error) {
      if (error instanceof ImagesApiError) throw error;
      throw new ImagesApiError("images API answered with something that is not JSON");
    }
    const first = Array.isArray(answer.data) ? answer.data[0] : undefined;

    if (typeof first?.b64_json === "string" && first.b64_json.length > 0) {
      const bytes = Buffer.from(first.b64_json, "base64");
      if (bytes.byteLength > maxGeneratedImageBytes) throw new ImagesApiError("generated image is too large");
      return bytes;
    }
    if (typeof first?.url === "string" && /^https?:\/\//i.test(first.url)) {
      const image = await fetchImpl(first.url, { signal, redirect: "follow" });
      if (!image.ok) throw new ImagesApiError(`downloading the generated image answered ${image.status}`);
      return await readCapped(image, maxGeneratedImageBytes);
    }
    throw new ImagesApiError("images API answered without data[0].b64_json or data[0].url");
  } catch (error) {
    if (error instanceof ImagesApiError) throw error;
    if (signal.aborted) throw new ImagesApiError(`images API took longer than ${config.timeoutMs} ms`);
    throw new ImagesApiError(`images API unreachable: ${(error as Error).message}`);
  }
}
