"use client";

import { useLayoutEffect } from "react";

let isFirstRoute = true;

/**
 * Lands every route change at scroll 0, unless the URL points at an anchor such as /selling#appraisal.
 * The first page load is left alone so that a reload keeps the browser's restored position.
 */
export function ScrollToTop() {
  useLayoutEffect(() => {
    if (isFirstRoute) {
      isFirstRoute = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
  return null;
}
