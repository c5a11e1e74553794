"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { useScrolledPast } from "@/lib/hooks/use-scrolled-past";

/** Spec section 9: the header turns solid after more than 20px of scrolling. */
const SOLID_AFTER_PX = 20;

/** Pages that open on a light background rather than a dark hero: their header is solid from the top. */
const lightPagePrefixes = ["/listings/", "/open-homes"];

/**
 * The <header> element and its two background layers. Only this tiny component watches the scroll
 * position, and it re-renders only when the 20px threshold is crossed. Everything inside is rendered on
 * the server; children style themselves from `group/header` (data-scrolled, or an open mobile menu: the
 * scripted one sets data-menu-open="true", the script-free <details data-mobile-menu> is [open]).
 *
 * It is solid from the top on the light pages named below, which have no dark hero under it (a listing's cream page
 * made the transparent header's white logo and menu hard to read). Without JavaScript
 * nothing watches the scroll, so the header is solid from the start (the `noscript:` styles here and in the header).
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const pathname = usePathname();
  const solid = lightPagePrefixes.some((prefix) => pathname?.startsWith(prefix));
  return (
    <header
      data-scrolled={solid || scrolled ? "true" : "false"}
      className="group/header relative isolate text-sand transition-colors duration-300 noscript:text-ink data-[scrolled=true]:text-ink has-[[data-menu-open=true]]:text-ink has-[[data-mobile-menu][open]]:text-ink"
    >
      {/* Transparent state: a soft ink gradient keeps light text readable over any hero. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[135%] bg-linear-to-b from-ink/70 to-transparent transition-opacity duration-300 noscript:opacity-0 group-data-[scrolled=true]/header:opacity-0 group-has-[[data-menu-open=true]]/header:opacity-0 group-has-[[data-mobile-menu][open]]/header:opacity-0"
      />
      {/* Solid state: frosted sandstone with a hairline and a soft shadow (the blur only exists while solid). */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 border-b border-line/70 bg-sand/90 group-has-[[data-menu-open=true]]/header:bg-sand opacity-0 noscript:opacity-100 shadow-soft transition-opacity duration-300 group-data-[scrolled=true]/header:opacity-100 group-data-[scrolled=true]/header:backdrop-blur-md group-has-[[data-menu-open=true]]/header:opacity-100 group-has-[[data-mobile-menu][open]]/header:bg-sand group-has-[[data-mobile-menu][open]]/header:opacity-100"
      />
      {children}
    </header>
  );
}
