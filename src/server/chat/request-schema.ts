import "server-only";
import { z } from "zod";
import { CHAT_LIMITS } from "@/lib/chat/types";

const messageSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "Each message's role must be 'user' or 'assistant'" }),
  content: z
    .string({ error: "Each message needs its content as text" })
    .trim()
    .min(1, "Messages must not be empty")
    .max(CHAT_LIMITS.maxMessageLength, `Messages must be at most ${CHAT_LIMITS.maxMessageLength} characters`),
});

/** The body of POST /api/chat: the whole conversation, ending with the visitor's new message. */
export const chatRequestSchema = z.object(
  {
    messages: z
      .array(messageSchema, { error: "messages must be a list of {role, content}" })
      .min(1, "Send at least one message")
      .max(CHAT_LIMITS.maxMessages, `Send at most ${CHAT_LIMITS.maxMessages} messages`)
      .refine((messages) => messages.at(-1)?.role === "user", "The last message must be the visitor's (role 'user')"),
  },
  { error: "The body must be a JSON object with a messages list" },
);

export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The first problem as one clear sentence, or the parsed request. */
export function parseChatRequest(body: unknown): { ok: true; request: ChatRequest } | { ok: false; error: string } {
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: issue?.message ?? "Invalid chat request" };
}
