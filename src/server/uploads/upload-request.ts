import "server-only";
import { maxImageUploadBytes } from "@/lib/validation/blog-image";

/** Room for the multipart boundary and part headers around a file of the largest allowed size: the upload route's body cap. */
export const maxUploadRequestBytes = maxImageUploadBytes + 64 * 1024;

export type UploadedFile = { ok: true; bytes: Uint8Array; fileName: string } | { ok: false; reason: "too-large" | "no-file" };

/**
 * Reads the `file` field of a multipart/form-data request whose body the route has already capped at
 * `maxUploadRequestBytes`. The file's own size is then checked exactly, so 5 MB is accepted and 5 MB + 1 byte is not.
 */
export async function readUploadedFile(request: Request, fieldName = "file"): Promise<UploadedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return { ok: false, reason: "no-file" };

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, reason: "no-file" };
  }
  return fileOfForm(form, fieldName);
}

/** The file in a form's `fieldName`, its size checked exactly (the request's body already capped). */
export async function fileOfForm(form: FormData, fieldName = "file"): Promise<UploadedFile> {
  const file = form.get(fieldName);
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, reason: "no-file" };
  if (file.size > maxImageUploadBytes) return { ok: false, reason: "too-large" };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), fileName: file instanceof File ? file.name : "" };
}
