import type { PermissionRequirement } from "@/lib/auth/permissions";
import { isUploadKind, type UploadKind } from "@/lib/uploads/upload-kinds";
import { imageMessages, type ImageErrorBody } from "@/lib/validation/blog-image";
import { adminRoute, type AdminRouteContext } from "@/server/auth/admin-route";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { storePortrait } from "@/server/team/portrait";
import { storeWithinAllowance, uploadRefusalResponse } from "@/server/uploads/allowance";
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
const notAnImage = () => refuse(400, { error: imageMessages.invalidType.title, message: imageMessages.invalidType.message });

/** Who may upload each kind, and how it is stored. */
const kinds: Record<
  UploadKind,
  { permission: PermissionRequirement; store: (bytes: Uint8Array) => Promise<{ url: string; name: string; bytes: number }> }
> = {
  // A blog post's image: whoever writes posts.
  image: { permission: "posts.draft", store: storeImage },
  // A team member's portrait: whoever may edit a profile (an agent their own); the profile's save records the address.
  portrait: { permission: ["content.manage", "profile.own"], store: storePortrait },
};

async function storeUpload(request: Request, admin: AdminRouteContext, kind: UploadKind): Promise<Response> {
  const upload = await readUploadedFile(request);
  if (!upload.ok) return upload.reason === "too-large" ? tooLarge() : notAnImage();
  try {
    const db = await getDb();
    const kept = await storeWithinAllowance(db, admin.userId, upload.bytes.byteLength, () => kinds[kind].store(upload.bytes));
    if (!kept.ok) {
      logger.info({ userId: admin.userId, kind, status: kept.refusal.status }, "upload refused: rate or quota");
      return uploadRefusalResponse(kept.refusal);
    }
    const { stored } = kept;
    logger.info({ userId: admin.userId, kind, name: stored.name, bytes: stored.bytes, from: upload.fileName }, "image uploaded");
    return Response.json({ url: stored.url }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof NotAnImageError) {
      logger.info({ userId: admin.userId, kind, reason: error.message, from: upload.fileName }, "upload refused: not an image");
      return notAnImage();
    }
    logger.error({ err: error, userId: admin.userId, kind }, "image upload failed");
    return refuse(500, { error: imageMessages.uploadFailed.title, message: imageMessages.uploadFailed.message });
  }
}

const routes = Object.fromEntries(
  Object.entries(kinds).map(([kind, { permission }]) => [
    kind,
    adminRoute({ permission, maxBodyBytes: maxUploadRequestBytes, tooLarge }, (request, admin) =>
      storeUpload(request, admin, kind as UploadKind),
    ),
  ]),
) as Record<UploadKind, ReturnType<typeof adminRoute>>;

/**
 * The one image upload (spec section 7): multipart/form-data with a `file` field → 201 { url }; `?kind=portrait` for a
 * team member's portrait (cropped to the card's 4:5), a post's image otherwise. The type is decided by the file's
 * bytes, never its name or the browser's type; the image is re-encoded without metadata and stored under a random
 * name plus timestamp plus extension. Cross-site requests are refused; each person's rate and quota apply (429 / 413,
 * src/server/uploads/allowance.ts).
 */
export async function POST(request: Request, context: { params: Promise<unknown> }): Promise<Response> {
  const kind = new URL(request.url).searchParams.get("kind") ?? "image";
  if (!isUploadKind(kind))
    return refuse(400, { error: "Unknown upload kind", message: `kind must be one of: ${Object.keys(kinds).join(", ")}` });
  return routes[kind](request, context);
}
