"use client";

import { MessageCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { AgencyPhone } from "@/lib/chat/agency-phone";
import type { ChatPanelProps } from "./chat-panel";

/** The panel's code is fetched on demand, never with the page: first on hover or focus (a head start), at the latest on click. */
let panelModule: Promise<ComponentType<ChatPanelProps>> | undefined;
function loadPanel(): Promise<ComponentType<ChatPanelProps>> {
  panelModule ??= import("./chat-panel").then((m) => m.ChatPanel);
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

/**
 * The floating 'Open chat' button, bottom left: on the floating dock below 1440px, in the left-hand gutter from
 * there (see floating-actions.tsx). Tiny on purpose: the panel loads with import() when the
 * visitor first reaches for it, then stays mounted (hidden when closed) so the conversation and any answer
 * still streaming survive closing and navigating between pages.
 */
export function ChatLauncher({ phone }: { phone: AgencyPhone }) {
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const openChat = useCallback(() => {
    setOpen(true);
    loadPanel()
      .then((component) => setPanel(() => component))
      .catch((error: unknown) => {
        console.error("Could not load the chat", error);
        setOpen(false);
      });
  }, []);

  const closeChat = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open chat"
        aria-expanded={open && Panel !== null}
        aria-controls={Panel ? "chat-panel" : undefined}
        onClick={openChat}
        onPointerEnter={() => void loadPanel().catch(() => {})}
        onFocus={() => void loadPanel().catch(() => {})}
        className="fixed bottom-[calc(0.625rem+env(safe-area-inset-bottom))] left-4 z-40 grid size-11 place-items-center rounded-full bg-clay text-white shadow-lift transition-[background-color,transform] duration-200 hover:bg-clay-600 active:translate-y-px wide:bottom-6 wide:left-6 wide:size-14"
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
      {Panel ? <Panel open={open} phone={phone} onClose={closeChat} /> : null}
    </>
  );
}
