"use client";

import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

interface MarqueeProps {
  /** Speed in pixels per second; the CSS animation runs one copy's width at this rate. */
  pxPerSecond: number;
  /** Accessible name of the moving content, used in the pause control's label. */
  label: string;
  children: ReactNode;
  className?: string;
  trackClassName?: string;
  controlClassName?: string;
  testId?: string;
}

/**
 * Content that loops sideways forever (news ticker, testimonial strip). The motion is a CSS animation on
 * the compositor: it pauses on hover, on keyboard focus and with a visible control (WCAG 2.2.2), and stops
 * entirely under prefers-reduced-motion, where the strip becomes scrollable instead.
 */
export function Marquee({ pxPerSecond, label, children, className, trackClassName, controlClassName, testId }: MarqueeProps) {
  const copyRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const cloneRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  // The loop needs the content twice. The second copy is cloned here rather than rendered, so the page's HTML
  // (and the work of parsing, laying out and hydrating it) carries the content once. React never renders
  // children into the clone's container, so it leaves the cloned nodes alone.
  useEffect(() => {
    const copy = copyRef.current;
    const clone = cloneRef.current;
    if (!copy || !clone) return;
    clone.replaceChildren(...Array.from(copy.cloneNode(true).childNodes));
  }, [children]);

  useEffect(() => {
    const copy = copyRef.current;
    const track = trackRef.current;
    if (!copy || !track) return;
    const measure = () => {
      const distance = copy.getBoundingClientRect().width;
      track.style.setProperty("--marquee-distance", `${distance}px`);
      track.style.setProperty("--marquee-duration", `${Math.max(1, (distance / pxPerSecond) * 1000)}ms`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [pxPerSecond]);

  return (
    <div className={cn("marquee flex items-center", className)} data-paused={paused} data-testid={testId}>
      {/* Focusable so keyboard users can pause it (focus-within) and, under reduced motion, scroll it. */}
      <div className="min-w-0 flex-1 overflow-hidden motion-reduce:overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        <div ref={trackRef} className={cn("marquee-track flex w-max", trackClassName)} data-testid={testId && `${testId}-track`}>
          <div ref={copyRef} className="flex shrink-0">
            {children}
          </div>
          <div ref={cloneRef} className="flex shrink-0 motion-reduce:hidden" aria-hidden inert />
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label={paused ? `Play ${label}` : `Pause ${label}`}
        className={cn("grid size-8 shrink-0 place-items-center rounded-full motion-reduce:hidden", controlClassName)}
      >
        {paused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
      </button>
    </div>
  );
}
