import "server-only";
import { maxImageUploadBytes } from "@/lib/validation/blog-image";

/** Room for the multipart boundary and part headers around a file of the largest allowed size. */
const multipartOverheadBytes = 64 * 1024;

export type UploadedFile =
  | { ok: true; bytes: Uint8Array; fileName: string }
  | { ok: false; reason: "too-large" | "no-file" };

/**
 * Reads the `file` field of a multipart/form-data request without ever holding much more than 5 MB: a
 * declared Content-Length past the limit is refused before reading, and the body is counted as it
 * streams in (the header can lie or be absent). The file's own size is then checked exactly, so
 * 5 MB is accepted and 5 MB + 1 byte is not.
 */
export async function readUploadedFile(request: Request, fieldName = "file"): Promise<UploadedFile> {
  const limit = maxImageUploadBytes + multipartOverheadBytes;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: "too-large" };

  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return { ok: false, reason: "no-file" };

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }

  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": contentType } }).formData();
  } catch {
    return { ok: false, reason: "no-file" };
  }
  const file = form.get(fieldName);
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, reason: "no-file" };
  if (file.size > maxImageUploadBytes) return { ok: false, reason: "too-large" };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), fileName: file instanceof File ? file.name : "" };
}
