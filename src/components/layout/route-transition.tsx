"use client";

import { useLayoutEffect, useState, type ReactNode } from "react";

let isFirstRoute = true;

/**
 * Every route change lands at scroll 0 (unless the URL points at an anchor such as /selling#appraisal)
 * and fades the new page in over 0.3 s. The first page load is left alone: it is not a route change,
 * a reload keeps the browser's restored position, and content that starts transparent would not count
 * as the page's largest contentful paint.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  // Decided once per mount; the server and the hydrating first page both render without the fade.
  const [fade] = useState(() => !isFirstRoute);

  useLayoutEffect(() => {
    if (isFirstRoute) {
      isFirstRoute = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);

  return (
    <div className={fade ? "animate-fade-in" : undefined} data-testid="route-transition">
      {children}
    </div>
  );
}
