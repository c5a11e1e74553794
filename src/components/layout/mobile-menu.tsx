"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/** Tailwind's `lg` breakpoint: from here on the desktop navigation takes over. */
const DESKTOP_QUERY = "(min-width: 64rem)";

const toggleClass = "-mr-2 grid size-11 place-items-center rounded-full transition-colors hover:bg-current/10";
const panelClass =
  "absolute inset-x-0 top-full max-h-[calc(100dvh-6.25rem)] animate-fade-in overflow-y-auto overscroll-contain border-t border-line bg-sand text-ink shadow-lift";

/**
 * The mobile menu toggle and its full-width panel. The panel's links are rendered on the server and
 * passed in as children; this component only opens and closes it. It closes when a link is chosen, on
 * Escape (focus returns to the toggle), on a tap outside, when focus leaves it, on any route change and at
 * the desktop breakpoint.
 * While open it sets data-menu-open="true", which turns the header solid (see header-shell.tsx).
 * Until JavaScript runs (and without it) the toggle is a native <details>/<summary> around the same panel:
 * 'Menu' opens it and the links are plain links. Hydration swaps in the button version.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details data-mobile-menu className="group/mobile-menu lg:hidden">
        <summary className={cn(toggleClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          <Menu aria-hidden className="size-6 group-open/mobile-menu:hidden" />
          <X aria-hidden className="hidden size-6 group-open/mobile-menu:block" />
          <span className="sr-only">Menu</span>
        </summary>
        <div className={panelClass}>{children}</div>
      </details>
    );
  }
  return <MobileMenuDisclosure>{children}</MobileMenuDisclosure>;
}

function MobileMenuDisclosure({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Open only for the page it was opened on, so a route change closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onBreakpoint = () => {
      if (desktop.matches) setOpenOn(null);
    };
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onBreakpoint);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onBreakpoint);
    };
  }, [open]);

  // Tabbing out of the open menu (past its last link, or back to the logo) closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
  };

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpenOn(null);
  };

  return (
    <div className="lg:hidden" data-menu-open={open ? "true" : "false"} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={toggleClass}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open ? <div aria-hidden className="fixed inset-0 -z-20 animate-fade-in bg-ink/40" onClick={() => setOpenOn(null)} /> : null}
      <div id={panelId} hidden={!open} onClick={onPanelClick} className={panelClass}>
        {children}
      </div>
    </div>
  );
}
