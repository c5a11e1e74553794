"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { heroFrame, heroProgress } from "./hero-frame";

interface ScrollHeroProps {
  headlines: readonly [string, string];
  scrollHint: string;
  exterior: { src: string; alt: string };
  interior: { src: string; alt: string };
  /** Tagline, supporting text and calls to action, rendered on the server. */
  children: ReactNode;
}

/**
 * The home hero: 220vh tall with a sticky stage. Scrolling drives CSS variables directly (no React
 * render per frame); React state changes only when the headline or the hint flips.
 */
export function ScrollHero({ headlines, scrollHint, exterior, interior, children }: ScrollHeroProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [headlineIndex, setHeadlineIndex] = useState<0 | 1>(0);
  // Hidden in the server HTML: the hint promises a scroll effect that only runs with JavaScript. The
  // effect's first update() shows it (at the top of the page) as soon as the script runs.
  const [showHint, setShowHint] = useState(false);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frameRequest = 0;

    const update = () => {
      frameRequest = 0;
      const frame = heroFrame(heroProgress(window.scrollY, window.innerHeight));
      stage.style.setProperty("--hero-scale", reducedMotion.matches ? "1" : frame.scale.toFixed(4));
      stage.style.setProperty("--hero-dark", frame.darkness.toFixed(4));
      stage.style.setProperty("--hero-interior", frame.interiorOpacity.toFixed(4));
      setHeadlineIndex(frame.headlineIndex);
      setShowHint(frame.showHint);
    };
    const schedule = () => {
      if (!frameRequest) frameRequest = requestAnimationFrame(update);
    };

    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frameRequest) cancelAnimationFrame(frameRequest);
    };
  }, []);

  return (
    <section aria-labelledby="hero-heading" className="relative min-h-[220vh]" data-testid="scroll-hero">
      <div
        ref={stageRef}
        className="sticky top-0 h-svh overflow-hidden bg-ink"
        style={{ ["--hero-scale" as string]: 1, ["--hero-dark" as string]: 0, ["--hero-interior" as string]: 0 }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork, preloaded as the LCP image */}
        <img
          src={exterior.src}
          alt={exterior.alt}
          width={1600}
          height={1000}
          fetchPriority="high"
          className="absolute inset-0 size-full origin-[50%_58%] object-cover will-change-transform"
          style={{ transform: "scale(var(--hero-scale))" }}
        />
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork */}
        <img
          src={interior.src}
          alt={interior.alt}
          width={1600}
          height={1000}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          style={{ opacity: "var(--hero-interior)" }}
        />
        <div aria-hidden className="absolute inset-0 bg-ink" style={{ opacity: "var(--hero-dark)" }} />
        <div aria-hidden className="absolute inset-0 bg-linear-to-t from-ink/90 via-ink/45 to-ink/30" />

        <div className="relative flex h-full items-end pb-[max(3rem,9vh)] pt-32">
          <div className="container-page">
            <div className="max-w-3xl text-sand">
              <h1 id="hero-heading" className="text-display font-medium tracking-tight text-balance" data-headline-index={headlineIndex}>
                {headlines[headlineIndex]}
              </h1>
              {children}
            </div>
          </div>
        </div>

        <p
          aria-hidden={!showHint}
          className={`pointer-events-none absolute inset-x-0 bottom-6 hidden flex-col items-center gap-1 text-sm font-medium tracking-wide text-sand/90 transition-opacity duration-500 md:flex ${
            showHint ? "opacity-100" : "opacity-0"
          }`}
          data-testid="scroll-hint"
          data-visible={showHint}
        >
          {scrollHint}
          <ChevronDown className="size-5 motion-safe:animate-bounce" aria-hidden />
        </p>
      </div>
    </section>
  );
}
