import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const serverSnapshot = () => false;

/**
 * True once the window has scrolled strictly more than `px` pixels. The snapshot is a boolean, so the
 * calling component re-renders only when the threshold is crossed, never on every scroll event.
 * On the server, and during hydration, the page counts as not scrolled.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > px, serverSnapshot);
}
