import { getClientIp } from "@/server/http/client-ip";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { answerChat } from "@/server/chat/chat-service";
import { checkChatAttempt, checkChatRateLimit } from "@/server/chat/rate-limit";
import { parseChatRequest } from "@/server/chat/request-schema";
import { jsonError } from "@/server/chat/sse";
import { logger } from "@/server/log";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** 30 messages of 2,000 characters fit easily; anything far larger is refused unread. */
const maxBodyBytes = 256 * 1024;

/**
 * POST /api/chat — `{ messages: [{ role, content }] }` (the whole conversation, ending with the visitor's
 * message) → `text/event-stream` of `data: {"choices":[{"delta":{"content":"…"}}]}` lines and `data: [DONE]`.
 * Errors are JSON `{ "error": "…" }`: 400 invalid request, 413 too large, 429 rate limited, 502/504 model trouble.
 */
/** Every request counts toward the looser cap on attempts, checked before its body is read. */
async function admitAttempt(): Promise<Response | undefined> {
  const attempt = await checkChatAttempt(await getClientIp());
  return attempt.allowed ? undefined : jsonError(429, attempt.error, { "Retry-After": String(attempt.retryAfterSeconds) });
}

export const POST = route(
  { maxBodyBytes, tooLarge: () => jsonError(413, "The conversation is too long to send."), admit: admitAttempt },
  async (request) => {
    const body = await readJsonBody(request);
    if (!body.ok) return jsonError(400, "The request body must be JSON: { messages: [{ role, content }] }");
    const parsed = parseChatRequest(body.value);
    if (!parsed.ok) return jsonError(400, parsed.error);

    const limit = await checkChatRateLimit(await getClientIp());
    if (!limit.allowed) return jsonError(429, limit.error, { "Retry-After": String(limit.retryAfterSeconds) });

    try {
      return await answerChat(parsed.request.messages, await getClientIp());
    } catch (error) {
      logger.error({ err: error }, "chat answer failed");
      return jsonError(500, "Sorry, something went wrong. Please try again.");
    }
  },
);
