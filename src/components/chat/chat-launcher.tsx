"use client";

import { MessageCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { PhoneActionBar } from "@/components/layout/phone-action-bar";
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
 * The 'Open chat' button: on phones in the slim action bar (phone-action-bar.tsx), from 768px a round button in the
 * bottom-left corner, inside the page's side margin, and from 1440px in the left-hand gutter (decision record 007).
 * Without JavaScript neither button is shown (`noscript:`): the chat cannot open without scripts, and the phone bar
 * keeps Call and the appraisal link. Tiny on purpose: the panel loads with import() when the
 * visitor first reaches for it, then stays mounted (hidden when closed) so the conversation and any answer
 * still streaming survive closing and navigating between pages.
 */
export function ChatLauncher({ phone }: { phone: AgencyPhone }) {
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const barButtonRef = useRef<HTMLButtonElement>(null);
  /** The button that opened the chat (the corner's or the phone bar's), which gets focus back when it closes. */
  const opener = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);

  const openChat = useCallback((from: HTMLButtonElement | null) => {
    opener.current = from;
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

  const preload = () => void loadPanel().catch(() => {});

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      // The chat's own field may still hold focus as the panel hides; while a field has focus the phone bar, home of
      // the opener there, is stepped aside (visibility: hidden) and cannot take focus. Let go of the field first.
      if (document.activeElement instanceof HTMLElement && document.activeElement !== opener.current) document.activeElement.blur();
      opener.current?.focus();
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
        onClick={() => openChat(buttonRef.current)}
        onPointerEnter={preload}
        onFocus={preload}
        className="fixed bottom-4 left-3 z-40 hidden size-11 noscript:hidden! place-items-center rounded-full bg-clay text-white shadow-lift transition-[background-color,transform] duration-200 hover:bg-clay-600 active:translate-y-px md:grid wide:bottom-6 wide:left-6 wide:size-14"
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
      <PhoneActionBar
        phone={phone}
        chatButtonRef={barButtonRef}
        chatExpanded={open && Panel !== null}
        chatControls={Panel ? "chat-panel" : undefined}
        onChat={() => openChat(barButtonRef.current)}
        onChatIntent={preload}
      />
      {Panel ? <Panel open={open} phone={phone} onClose={closeChat} /> : null}
    </>
  );
}
