import "server-only";
import { validate } from "@/lib/validation/first-error";
import { blogPostSchema, type BlogPostFields } from "@/lib/validation/blog-post";
import { PublicError } from "@/server/errors";
import { readJsonBody } from "@/server/http/read-json-body";
import { logger } from "@/server/log";

/* Shared by the /api/admin/posts route handlers: body parsing and the error answers. */

/** The cap the post routes state for their body. */
export const maxPostBodyBytes = 512 * 1024;

export async function readPostFields(request: Request): Promise<{ ok: true; fields: BlogPostFields } | { ok: false; response: Response }> {
  const body = await readJsonBody(request);
  if (!body.ok) return { ok: false, response: Response.json({ error: body.message }, { status: body.status }) };
  const parsed = validate(blogPostSchema, body.value);
  if (!parsed.ok) return { ok: false, response: Response.json({ error: parsed.message }, { status: 400 }) };
  return { ok: true, fields: parsed.data };
}

/** A PublicError keeps its message and status; anything else is logged and answered with a generic 500. */
export function postErrorResponse(error: unknown, fallback: string): Response {
  if (error instanceof PublicError) return Response.json({ error: error.message }, { status: error.status });
  logger.error({ err: error }, fallback);
  return Response.json({ error: fallback }, { status: 500 });
}
