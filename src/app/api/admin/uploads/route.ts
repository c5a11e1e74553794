import { imageMessages, type ImageErrorBody } from "@/lib/validation/blog-image";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { checkUploadAllowance, recordUpload, uploadRefusalResponse } from "@/server/uploads/allowance";
import { storeImage } from "@/server/uploads/images";
import { NotAnImageError } from "@/server/uploads/process";
import { maxUploadRequestBytes, readUploadedFile } from "@/server/uploads/upload-request";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const noStore = { "Cache-Control": "no-store" };

function refuse(status: number, body: ImageErrorBody): Response {
  return Response.json(body, { status, headers: noStore });
}
const tooLarge = () => refuse(413, { error: imageMessages.tooLarge.title, message: imageMessages.tooLarge.message });

/**
 * Image upload (spec section 7): multipart/form-data with a `file` field → 201 { url }. The type is
 * decided by the file's bytes, never its name or the browser's type; the image is re-encoded without
 * metadata and stored under a random name plus timestamp plus extension. Each person's rate and quota apply
 * (429 / 413, src/server/uploads/allowance.ts).
 */
export const POST = adminRoute({ permission: "posts.draft", maxBodyBytes: maxUploadRequestBytes, tooLarge }, async (request, admin) => {
  const upload = await readUploadedFile(request);
  if (!upload.ok) {
    return upload.reason === "too-large"
      ? tooLarge()
      : refuse(400, { error: imageMessages.invalidType.title, message: imageMessages.invalidType.message });
  }

  try {
    const db = await getDb();
    const refusal = await checkUploadAllowance(db, admin.userId, upload.bytes.byteLength);
    if (refusal) {
      logger.info({ userId: admin.userId, status: refusal.status }, "upload refused: rate or quota");
      return uploadRefusalResponse(refusal);
    }
    const stored = await storeImage(upload.bytes);
    await recordUpload(db, { name: stored.name, userId: admin.userId, bytes: stored.bytes });
    logger.info({ userId: admin.userId, name: stored.name, bytes: stored.bytes, from: upload.fileName }, "image uploaded");
    return Response.json({ url: stored.url }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof NotAnImageError) {
      logger.info({ userId: admin.userId, reason: error.message, from: upload.fileName }, "upload refused: not an image");
      return refuse(400, { error: imageMessages.invalidType.title, message: imageMessages.invalidType.message });
    }
    logger.error({ err: error, userId: admin.userId }, "image upload failed");
    return refuse(500, { error: imageMessages.uploadFailed.title, message: imageMessages.uploadFailed.message });
  }
});
