import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A bordered list of questions that open on native <details>: keyboard and screen-reader friendly, and it works without
 * JavaScript. The FAQs and the NSW rules in brief use it.
 */
export function DisclosureList({ children }: { children: ReactNode }) {
  return <div className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-white">{children}</div>;
}

/** One question of a DisclosureList; `children` is the answer, padded by the caller. */
export function DisclosureItem({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 px-6 py-5 text-left font-semibold text-ink hover:bg-sand/60 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden className="size-5 shrink-0 text-clay transition-transform duration-200 group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
