"use client";

import { useCallback, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";

/** How much of the element must be visible before it animates in. */
const VISIBLE_THRESHOLD = 0.15;

type RevealTag = "div" | "section" | "article" | "aside" | "header" | "footer" | "figure" | "li" | "ul" | "ol" | "p" | "span";

interface RevealProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  as?: RevealTag;
  className?: string;
  children: ReactNode;
  /** Milliseconds to wait before animating, for staggering siblings. */
  delay?: number;
}

/**
 * Fades and lifts its content in, once, the first time 15% of it is visible (the `.reveal` class in
 * globals.css does the motion; reduced motion and no-JavaScript show it at once). Setting the attribute
 * directly on the element means no React re-render at all. (No `cn` here: tailwind-merge would add ~8 KB
 * gzip to the client bundle.)
 */
export function Reveal({ as: Tag = "div", className, children, delay, style, ...rest }: RevealProps) {
  const watch = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    if (typeof IntersectionObserver === "undefined") {
      node.dataset.visible = "true";
      return;
    }
    // An element taller than the viewport can never be 15% visible; for it, 15% of a screenful is enough.
    const threshold = Math.min(VISIBLE_THRESHOLD, (window.innerHeight * VISIBLE_THRESHOLD) / Math.max(node.offsetHeight, 1));
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report arrives at once and may show a sliver (isIntersecting but under the threshold).
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001)) {
          node.dataset.visible = "true";
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const delayedStyle: CSSProperties | undefined = delay ? { ...style, transitionDelay: `${delay}ms` } : style;

  return (
    <Tag ref={watch} className={className ? `reveal ${className}` : "reveal"} style={delayedStyle} {...rest}>
      {children}
    </Tag>
  );
}
