import { imageMessages, type ImageErrorBody } from "@/lib/validation/blog-image";
import { isSameOrigin } from "@/server/auth/admin-route";
import { capRequestBody } from "@/server/http/capped-body";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { storePortrait } from "@/server/team/portrait";
import { requireTeamEditor } from "@/server/team/team-access";
import { checkUploadAllowance, recordUpload, uploadRefusalResponse } from "@/server/uploads/allowance";
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
 * A team member's portrait: multipart/form-data with a `file` field → 201 { url }, the picture cropped to the card's
 * 4:5. For whoever may edit a profile (content.manage, or profile.own for an agent's own); the profile's save then
 * records the address. Cross-site requests are refused, as on every admin route; each person's upload rate and quota
 * apply (src/server/uploads/allowance.ts).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return Response.json({ error: "Cross-site requests are not allowed." }, { status: 403 });
  const check = await requireTeamEditor();
  if (!check.ok) return Response.json({ error: check.message }, { status: check.status });
  const capped = await capRequestBody(request, maxUploadRequestBytes, tooLarge);
  if (capped instanceof Response) return capped;

  const upload = await readUploadedFile(capped);
  if (!upload.ok) {
    return upload.reason === "too-large" ? tooLarge() : refuse(400, { error: imageMessages.invalidType.title, message: imageMessages.invalidType.message });
  }
  try {
    const db = await getDb();
    const refusal = await checkUploadAllowance(db, check.editor.userId, upload.bytes.byteLength);
    if (refusal) return uploadRefusalResponse(refusal);
    const stored = await storePortrait(upload.bytes);
    await recordUpload(db, { name: stored.name, userId: check.editor.userId, bytes: stored.bytes });
    logger.info({ userId: check.editor.userId, url: stored.url, from: upload.fileName }, "team portrait uploaded");
    return Response.json({ url: stored.url }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof NotAnImageError) return refuse(400, { error: imageMessages.invalidType.title, message: imageMessages.invalidType.message });
    logger.error({ err: error, userId: check.editor.userId }, "team portrait upload failed");
    return refuse(500, { error: imageMessages.uploadFailed.title, message: imageMessages.uploadFailed.message });
  }
}
