import "server-only";
import { withoutNullCharacters } from "@/lib/text/null-characters";

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string };

const tooLarge = { ok: false, status: 413, message: "Request body too large" } as const;
const invalidJson = { ok: false, status: 400, message: "Invalid JSON" } as const;

/** Reads and parses a JSON request body, refusing more than `maxBytes` before buffering it (Content-Length can lie). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;
  if (!request.body) return invalidJson;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }

  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    return { ok: true, value: withoutNullCharacters(JSON.parse(text) as unknown) };
  } catch {
    return invalidJson;
  }
}
