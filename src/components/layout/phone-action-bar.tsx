"use client";

import { House, MessageCircle, Phone } from "lucide-react";
import Link from "@/components/ui/link";
import { useEffect, useState, type Ref } from "react";
import type { AgencyPhone } from "@/lib/chat/agency-phone";
import { useScrolledPast } from "@/lib/hooks/use-scrolled-past";
import { BackToTopButton } from "./back-to-top-button";
import { BACK_TO_TOP_AFTER_PX } from "./floating-actions";

/** A visual viewport this much shorter than the layout viewport means an on-screen keyboard is open. */
const KEYBOARD_MIN_PX = 120;

function useOnScreenKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => setOpen(window.innerHeight - viewport.height * viewport.scale > KEYBOARD_MIN_PX);
    measure();
    viewport.addEventListener("resize", measure);
    return () => viewport.removeEventListener("resize", measure);
  }, []);
  return open;
}

export interface PhoneActionBarProps {
  phone: AgencyPhone;
  chatButtonRef: Ref<HTMLButtonElement>;
  chatExpanded: boolean;
  chatControls: string | undefined;
  onChat: () => void;
  onChatIntent: () => void;
}

const cell =
  "flex min-w-0 items-center justify-center gap-1.5 text-sm font-semibold text-ink transition-colors hover:bg-sand-200 focus-visible:-outline-offset-4";

/**
 * Phones (below 768px): one slim opaque bar along the bottom with Chat, Call and the appraisal link, and 'Back to
 * top' once the page has scrolled 500px (decision record 007). It never covers a field being typed in: it is hidden
 * while a text field is focused (CSS, `.phone-action-bar` in globals.css, so also without JavaScript) and while the
 * on-screen keyboard takes part of the screen (the visual viewport), and the footer keeps its height free at the end.
 */
export function PhoneActionBar({ phone, chatButtonRef, chatExpanded, chatControls, onChat, onChatIntent }: PhoneActionBarProps) {
  const keyboardOpen = useOnScreenKeyboardOpen();
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <nav
      aria-label="Quick actions"
      data-testid="phone-action-bar"
      data-keyboard-open={keyboardOpen ? "" : undefined}
      className="phone-action-bar fixed inset-x-0 bottom-0 z-40 flex h-[calc(3rem+env(safe-area-inset-bottom))] border-t border-line bg-sand pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-16px_rgb(18_51_43/0.35)] md:hidden"
    >
      <button
        ref={chatButtonRef}
        type="button"
        aria-label="Open chat"
        aria-expanded={chatExpanded}
        aria-controls={chatControls}
        onClick={onChat}
        onPointerEnter={onChatIntent}
        onFocus={onChatIntent}
        className={`${cell} flex-1 noscript:hidden`}
      >
        <MessageCircle aria-hidden className="size-5 text-clay" />
        Chat
      </button>
      <a href={`tel:${phone.e164}`} aria-label={`Call ${phone.display}`} className={`${cell} flex-1 border-x border-line`}>
        <Phone aria-hidden className="size-5 text-clay" />
        Call
      </a>
      <Link href="/selling" aria-label="Get Free Appraisal" className={`${cell} flex-1`}>
        <House aria-hidden className="size-5 text-clay" />
        Appraisal
      </Link>
      {scrolled ? (
        <div className="grid w-14 shrink-0 place-items-center border-l border-line">
          <BackToTopButton />
        </div>
      ) : null}
    </nav>
  );
}
