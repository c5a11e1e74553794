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
 * Fades and lifts its content in, once, when it becomes visible (the `.reveal` class in globals.css does the
 * motion; reduced motion shows it at once). The server's HTML plays the entrance as the page opens, so a
 * section in the first screen never waits for JavaScript (nor stays hidden without it). Once hydrated, a
 * section that is still wholly below the screen is put back and animates in the first time 15% of it is
 * visible. Setting the attribute directly on the element means no React re-render at all. (No `cn` here:
 * tailwind-merge would add ~8 KB gzip to the client bundle.)
 */
export function Reveal({ as: Tag = "div", className, children, delay, style, ...rest }: RevealProps) {
  const watch = useCallback((node: HTMLElement | null) => {
    if (!node || typeof IntersectionObserver === "undefined") return;
    // An element taller than the viewport can never be 15% visible; for it, 15% of a screenful is enough.
    const threshold = Math.min(VISIBLE_THRESHOLD, (window.innerHeight * VISIBLE_THRESHOLD) / Math.max(node.offsetHeight, 1));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001) {
            if (node.dataset.visible === "false") node.dataset.visible = "true";
            observer.disconnect();
          } else if (node.dataset.visible === undefined) {
            // The first report: a section wholly below the screen is put back to wait for its turn; one
            // partly on screen, or scrolled past, has made its entrance already.
            const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
            if (entry.boundingClientRect.top >= viewportHeight) node.dataset.visible = "false";
            else observer.disconnect();
          }
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const delayedStyle: CSSProperties | undefined = delay ? { ...style, animationDelay: `${delay}ms`, transitionDelay: `${delay}ms` } : style;

  return (
    <Tag ref={watch} className={className ? `reveal ${className}` : "reveal"} style={delayedStyle} {...rest}>
      {children}
    </Tag>
  );
}
