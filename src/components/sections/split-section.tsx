import type { ReactNode } from "react";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "./section-heading";

interface SplitSectionProps {
  /** The section's own id, for in-page links. */
  id?: string;
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tone?: "ink" | "light";
  /** Spacing and background of the section. */
  className: string;
  children: ReactNode;
}

/** A section whose heading sits beside its content on wide screens (5 : 7) and above it on narrow ones. */
export function SplitSection({ id, headingId, eyebrow, title, intro, tone, className, children }: SplitSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} tone={tone} />
        </Reveal>
        {children}
      </div>
    </section>
  );
}
