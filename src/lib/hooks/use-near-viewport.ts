"use client";

import { useCallback, useState } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true). Returns a callback
 * ref to attach to the element. Without IntersectionObserver the element counts as near at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [(node: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const watch = useCallback(
    (node: T | null) => {
      if (!node) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [watch, near];
}
