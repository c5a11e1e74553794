"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/** Toasts: 5 s, swipe to dismiss, paused while hovered or focused (sonner's behaviour), errors in red. */
export function Toaster() {
  useCollapseWhenFocusLeaves();
  return (
    <Sonner
      position="bottom-center"
      // Above the phone action bar (3rem along the bottom below 768px) and clear of the corner buttons from there.
      offset={{ bottom: "5rem" }}
      mobileOffset={{ bottom: "4rem" }}
      duration={5000}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold" } }}
    />
  );
}

/**
 * sonner's hotkey (Alt+T) focuses the toasts and expands them, which pauses their timers; it collapses them again
 * on Escape or when the pointer leaves, but not when keyboard focus moves on, so the toasts then stayed forever.
 * When focus leaves the toasts, this sends the list the event it already collapses on (`dragend`).
 */
function useCollapseWhenFocusLeaves() {
  useEffect(() => {
    function onFocusOut(event: FocusEvent) {
      const list = event.target instanceof Element ? event.target.closest("[data-sonner-toaster]") : null;
      if (!list || (event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) return;
      list.dispatchEvent(new Event("dragend", { bubbles: true }));
    }
    document.addEventListener("focusout", onFocusOut);
    return () => document.removeEventListener("focusout", onFocusOut);
  }, []);
}
