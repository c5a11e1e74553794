"use client";

import { ChevronDown } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import type { MenuItem } from "@/content/navigation";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { isActivePath, NavLink } from "./nav-link";

interface AboutMenuProps {
  label: string;
  items: readonly MenuItem[];
}

const toggleClass =
  "relative inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-[0.95rem] font-medium after:absolute after:inset-x-4 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-current after:transition-transform after:duration-300 hover:after:scale-x-100 data-[active=true]:after:scale-x-100";
const panelClass =
  "absolute left-1/2 top-full z-10 mt-3 w-72 -translate-x-1/2 animate-fade-in rounded-lg border border-line bg-white p-2 text-ink shadow-lift";
const linkClass =
  "block rounded-md px-4 py-2.5 text-[0.95rem] font-medium text-ink transition-colors hover:bg-sand-200 aria-[current=page]:bg-sand aria-[current=page]:text-clay-600";

function AboutLinks({ items }: { items: readonly MenuItem[] }) {
  return items.map((item) => (
    <li key={item.href}>
      <NavLink href={item.href} className={linkClass}>
        {item.title}
      </NavLink>
    </li>
  ));
}

/**
 * Desktop 'About' dropdown, built as a disclosure (a button with aria-expanded that shows a list of
 * links). Opens on click; closes on Escape (focus returns to the button), on a click outside, when focus
 * leaves it, when a link is chosen and on any route change.
 * Until JavaScript runs (and without it) the same look is served as a native <details>/<summary>, which
 * opens on click, Enter or Space with no script at all; hydration swaps in the button version.
 */
export function AboutMenu({ label, items }: AboutMenuProps) {
  const hydrated = useHydrated();
  const pathname = usePathname();
  const sectionActive = items.some((item) => isActivePath(pathname, item.href));
  if (!hydrated) {
    return (
      <details className="group/about relative">
        <summary
          data-active={sectionActive ? "true" : undefined}
          className={cn(toggleClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
        >
          {label}
          <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-open/about:rotate-180" />
        </summary>
        <div className={panelClass}>
          <ul>
            <AboutLinks items={items} />
          </ul>
        </div>
      </details>
    );
  }
  return <AboutDisclosure label={label} items={items} sectionActive={sectionActive} />;
}

function AboutDisclosure({ label, items, sectionActive }: AboutMenuProps & { sectionActive: boolean }) {
  const pathname = usePathname();
  // Open only for the page it was opened on, so navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenOn(null);
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpenOn(null);
  };

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-active={sectionActive ? "true" : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={cn("group/about", toggleClass)}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform duration-200 group-aria-expanded/about:rotate-180" />
      </button>
      <div id={listId} hidden={!open} className={panelClass}>
        <ul onClick={onListClick}>
          <AboutLinks items={items} />
        </ul>
      </div>
    </div>
  );
}
