"use client";

import type { ReactNode } from "react";
import { useScrolledPast } from "@/lib/hooks/use-scrolled-past";

/**
 * Renders its (server-rendered) children only once the page has scrolled more than `px` pixels. Below
 * the threshold nothing is in the DOM, so the content is hidden from everyone, screen readers included.
 */
export function ShowAfterScroll({ px, children }: { px: number; children: ReactNode }) {
  return useScrolledPast(px) ? children : null;
}
