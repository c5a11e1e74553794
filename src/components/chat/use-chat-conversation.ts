"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { notifyError } from "@/components/feedback/notify";
import { appendAssistantChunk, messagesForRequest, parseStoredMessages, sendableText } from "@/lib/chat/conversation";
import { chatGreeting } from "@/content/chat-greeting";
import type { ChatMessage } from "@/lib/chat/types";
import { streamChat } from "./stream-chat";

const storageKey = "ironbark.chat.messages";

function loadMessages(): ChatMessage[] {
  try {
    return parseStoredMessages(window.sessionStorage.getItem(storageKey)) ?? [{ role: "assistant", content: chatGreeting }];
  } catch {
    return [{ role: "assistant", content: chatGreeting }];
  }
}

/**
 * The conversation: messages (kept in session storage so a reload keeps them), the loading flag,
 * and `send`, which streams the answer into the last assistant message.
 */
export function useChatConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>(loadMessages);
  const [loading, setLoading] = useState(false);
  const messagesRef = useRef(messages);
  const pendingRef = useRef(false);

  useEffect(() => {
    messagesRef.current = messages;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(messages));
    } catch {
      // Storage full or blocked: the conversation still works for this page view.
    }
  }, [messages]);

  const send = useCallback(async (input: string): Promise<boolean> => {
    const text = sendableText(input, pendingRef.current);
    if (!text) return false;
    pendingRef.current = true;
    setLoading(true);
    const history: ChatMessage[] = [...messagesRef.current, { role: "user", content: text }];
    messagesRef.current = history;
    setMessages(history);
    try {
      await streamChat(messagesForRequest(history), (chunk) => setMessages((current) => appendAssistantChunk(current, chunk)));
    } catch (error) {
      console.error("Chat error:", error);
      notifyError("Error", error instanceof Error ? error.message : "Failed to send message");
    } finally {
      pendingRef.current = false;
      setLoading(false);
    }
    return true;
  }, []);

  /** Adds an assistant message that did not come from the server (e.g. the thanks after a lead). */
  const say = useCallback((content: string) => {
    setMessages((current) => [...current, { role: "assistant", content }]);
  }, []);

  return { messages, loading, send, say };
}
