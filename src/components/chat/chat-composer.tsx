"use client";

import { SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { CHAT_LIMITS } from "@/lib/chat/types";

interface ChatComposerProps {
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while an answer is pending. */
export function ChatComposer({ pending, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState("");
  const empty = text.trim().length === 0;
  const refocus = useRef(false);

  // Disabling the box while the answer streams drops the focus to the page; once the box is enabled again, put
  // the focus back (unless the visitor has moved it elsewhere meanwhile), so a keyboard user can type on or Escape.
  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) inputRef.current?.focus();
  }, [pending, inputRef]);

  function submit() {
    if (empty || pending) return;
    setText("");
    refocus.current = true;
    void onSend(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Type your message
      </label>
      <textarea
        id="chat-input"
        ref={inputRef}
        rows={1}
        value={text}
        maxLength={CHAT_LIMITS.maxMessageLength}
        disabled={pending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about buying, selling or renting…"
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line bg-sand/40 px-3 py-2.5 text-[0.95rem] text-ink [field-sizing:content] placeholder:text-muted focus:border-ink-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay disabled:opacity-60"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={empty || pending}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-clay text-white transition-colors hover:bg-clay-600 disabled:pointer-events-none disabled:opacity-50"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  );
}
