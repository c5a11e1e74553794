"use client";

import { ArrowUp } from "lucide-react";

function backToTop() {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reducedMotion ? "instant" : "smooth" });
  // The button disappears at the top; move focus to the start of the page so keyboard users keep their place.
  document.getElementById("main")?.focus({ preventScroll: true });
}

/** Scrolls smoothly to the top (instantly with reduced motion) and moves focus to <main id="main">. */
export function BackToTopButton() {
  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label="Back to top"
      title="Back to top"
      className="pointer-events-auto grid size-11 animate-fade-in place-items-center rounded-full border border-sand/20 bg-ink text-sand shadow-lift transition-colors hover:bg-ink-700 wide:size-12"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
