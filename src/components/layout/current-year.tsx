"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const clientYear = () => new Date().getFullYear();

/**
 * The current year for the copyright line. Static pages are rendered once, at build time, so the
 * server's year (`initial`) is used for the HTML and for hydration; right after hydration the visitor's
 * clock takes over, so a page built last December still says this year.
 */
export function CurrentYear({ initial }: { initial: number }) {
  const year = useSyncExternalStore(subscribe, clientYear, () => initial);
  return <span suppressHydrationWarning>{year}</span>;
}
