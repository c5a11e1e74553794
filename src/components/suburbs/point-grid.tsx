import type { LucideIcon } from "lucide-react";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { cn } from "@/lib/cn";

interface PointGridProps {
  id: string;
  eyebrow: string;
  title: string;
  points: readonly { title: string; text: string; Icon?: LucideIcon }[];
  /** Three points: the third spans the row on two-column screens. */
  columns: 3 | 6;
}

/** A grid of short points: the three 'why buy' reasons or the six selling benefits. */
export function PointGrid({ id, eyebrow, title, points, columns }: PointGridProps) {
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page">
        <Reveal>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        </Reveal>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {points.map(({ title: pointTitle, text, Icon }, index) => (
            <li key={pointTitle} className={cn(columns === 3 && index === 2 && "sm:col-span-2 lg:col-span-1")}>
              <Reveal delay={(index % 3) * 80} className="h-full rounded-lg border border-line bg-white/80 p-7 shadow-soft">
                {Icon ? (
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-clay-100 text-clay-600">
                    <Icon aria-hidden className="size-6" />
                  </span>
                ) : (
                  <span aria-hidden className="font-display text-4xl font-medium text-clay">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                )}
                <h3 className="mt-5 text-h3 font-medium">{pointTitle}</h3>
                <p className="mt-3 leading-relaxed text-muted">{text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
