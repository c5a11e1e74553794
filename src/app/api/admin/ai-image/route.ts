import { validate } from "@/lib/validation/first-error";
import { imageMessages, imagePromptSchema, type ImageErrorBody } from "@/lib/validation/blog-image";
import { AiImageError, generateBlogImage } from "@/server/ai-image/generate";
import { adminRoute } from "@/server/auth/admin-route";
import { readJsonBody } from "@/server/http/read-json-body";
import { logger } from "@/server/log";
import { getDb } from "@/server/db";
import { storeWithinAllowance, uploadRefusalResponse } from "@/server/uploads/allowance";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";
/** An images API can take a minute; the built-in cover takes well under a second. */
export const maxDuration = 300;

const noStore = { "Cache-Control": "no-store" };

function refuse(status: number, body: ImageErrorBody): Response {
  return Response.json(body, { status, headers: noStore });
}

/**
 * AI image (spec section 7, "generate-blog-image"): { prompt } → 201 { imageUrl, source }, `source` being "images-api", or
 * "title-card" when no images API is configured and the cover was drawn from the description. Errors carry the toast's
 * title and description: 400 without a description, 429 'Rate Limit', 402 'Payment Required', otherwise
 * 502/500 'Failed to generate image. Please try again.'
 */
export const POST = adminRoute({ permission: "posts.draft", maxBodyBytes: 8 * 1024 }, async (request, admin) => {
  const body = await readJsonBody(request);
  if (!body.ok) return refuse(body.status, { error: body.message });
  const checked = validate(imagePromptSchema, body.value);
  if (!checked.ok) return refuse(400, { error: checked.message });

  try {
    // The picture's size is known only once it is made: the quota is checked for what is held already.
    const db = await getDb();
    const kept = await storeWithinAllowance(db, admin.userId, 0, () => generateBlogImage(checked.data.prompt));
    if (!kept.ok) return uploadRefusalResponse(kept.refusal);
    const image = kept.stored;
    logger.info({ userId: admin.userId, name: image.name, source: image.source }, "AI image generated");
    return Response.json({ imageUrl: image.url, source: image.source }, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof AiImageError) return refuse(error.status, { error: error.title, message: error.description });
    logger.error({ err: error, userId: admin.userId }, "AI image failed");
    return refuse(500, { error: imageMessages.generateFailed.title, message: imageMessages.generateFailed.message });
  }
});
