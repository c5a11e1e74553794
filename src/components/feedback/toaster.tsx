"use client";

import { Toaster as Sonner } from "sonner";

/** Toasts: 5 s, swipe to dismiss, paused while hovered or focused (sonner's behaviour), errors in red. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      duration={5000}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold" } }}
    />
  );
}
