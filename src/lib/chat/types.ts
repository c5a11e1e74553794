/** One turn of a chat conversation, as the browser sends it and the server validates it. */
export type ChatRole = "user" | "assistant";

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** Limits shared by the widget (which trims what it sends) and the server (which rejects the rest). */
export const CHAT_LIMITS = {
  maxMessages: 30,
  maxMessageLength: 2000,
} as const;
