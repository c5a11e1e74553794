import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** A card beside the heading on large screens, from the top of the hero (after the text on small ones): the selling hero's form. */
  aside?: ReactNode;
}

/** The dark banner that opens inner pages; leaves room for the fixed ticker and header above it. */
export function PageHero({ eyebrow, title, intro, children, aside }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink pb-16 pt-40 text-sand sm:pb-20 sm:pt-44">
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-ink-500/40 blur-3xl" />
      <div
        className={cn(
          "container-page relative",
          aside && "grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-x-12",
        )}
      >
        <div>
          {eyebrow ? <p className="eyebrow text-clay-300">{eyebrow}</p> : null}
          <h1 className="mt-3 max-w-3xl text-h1 font-medium text-sand">{title}</h1>
          {intro ? <p className="mt-5 max-w-2xl text-lead text-sand/85">{intro}</p> : null}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
