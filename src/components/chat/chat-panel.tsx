"use client";

import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { site } from "@/content/site";
import type { AgencyPhone } from "@/lib/chat/agency-phone";
import { ChatComposer } from "./chat-composer";
import { ChatLeadOffer } from "./chat-lead-offer";
import { ChatMessage } from "./chat-message";
import { TypingIndicator } from "./typing-indicator";
import { useChatConversation } from "./use-chat-conversation";

export interface ChatPanelProps {
  open: boolean;
  /** The agency's phone, which answers link and the lead form's failure names. */
  phone: AgencyPhone;
  onClose: () => void;
}

const smallScreen = "(max-width: 479px)";

/**
 * The chat panel: 380 × 600 px above the button, full screen below 480 px. A non-modal dialog: focus moves
 * into it on open and back to the button on close, Escape closes, finished answers are announced politely.
 */
export function ChatPanel({ open, phone, onClose }: ChatPanelProps) {
  const router = useRouter();
  const { messages, loading, send, say } = useChatConversation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const name = site.assistant.name;
  const last = messages.at(-1);
  const announcement = !loading && last?.role === "assistant" && messages.length > 1 ? last.content : "";

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view after every change (and when the panel is shown again).
  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, loading, open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  /** On a phone the panel covers the page, so following a link in an answer closes it. */
  function onNavigate() {
    if (window.matchMedia(smallScreen).matches) onClose();
  }

  return (
    <div
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col overflow-hidden bg-sand shadow-lift min-[480px]:inset-auto min-[480px]:bottom-24 min-[480px]:left-5 min-[480px]:h-[600px] min-[480px]:max-h-[calc(100dvh-7rem)] min-[480px]:w-[380px] min-[480px]:rounded-lg min-[480px]:border min-[480px]:border-line sm:left-6"
    >
      <header className="flex items-center gap-3 bg-ink px-4 py-3 text-sand">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-clay font-display text-lg font-semibold text-white"
        >
          {name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-title" className="font-display text-lg leading-tight font-semibold">
            {name}
          </h2>
          <p className="flex items-center gap-1.5 text-sm text-ink-100">
            <span aria-hidden className="size-2 rounded-full bg-[#4ade80]" />
            Online now
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            onClose();
            router.push("/contact");
          }}
          className="h-9 rounded-full border border-sand/40 px-3 text-sm font-semibold text-sand transition-colors hover:bg-sand/10"
        >
          Contact Form
        </button>
        <button
          type="button"
          aria-label="Close chat"
          onClick={onClose}
          className="grid size-9 place-items-center rounded-full text-sand transition-colors hover:bg-sand/10"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>

      <div className="flex-1 overflow-y-auto px-4 py-4">
        <ol aria-label="Conversation" className="flex flex-col gap-3">
          {messages.map((message, i) => (
            <ChatMessage key={i} message={message} phone={phone} onNavigate={onNavigate} />
          ))}
        </ol>
        {loading ? (
          <div className="mt-3">
            <TypingIndicator name={name} />
          </div>
        ) : null}
        {!loading ? <ChatLeadOffer messages={messages} phone={phone} onSubmitted={say} /> : null}
        <div ref={endRef} />
      </div>

      <ChatComposer pending={loading} onSend={send} inputRef={inputRef} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
