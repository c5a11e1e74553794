import "server-only";
import { withoutNullCharacters } from "@/lib/text/null-characters";

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; status: 400; message: string };

const invalidJson = { ok: false, status: 400, message: "Invalid JSON" } as const;

/**
 * Parses a JSON request body as strict UTF-8, with NUL characters removed. The body's size is capped before the
 * handler runs (`route()` in ./route.ts), so this only parses.
 */
export async function readJsonBody(request: Request): Promise<JsonBodyResult> {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
    return { ok: true, value: withoutNullCharacters(JSON.parse(text) as unknown) };
  } catch {
    return invalidJson;
  }
}
