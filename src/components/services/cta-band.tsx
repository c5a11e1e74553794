import type { ReactNode } from "react";
import { Reveal } from "@/components/motion/reveal";

/**
 * The card's layout, shared with the suburb pages' SuburbCta: on large screens the heading and text on the left
 * and the buttons stacked on the right, so the card is filled across (not its left half only, with the buttons
 * under the text); below lg the buttons follow the text.
 */
export const ctaCardClass =
  "relative overflow-hidden rounded-xl bg-clay px-8 py-14 text-white sm:px-14 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-12";
export const ctaActionsClass = "relative mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col";

/** The clay call-to-action panel that closes a page. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pb-24">
      <div className="container-page">
        <Reveal className={ctaCardClass}>
          <div>
            <h2 id={id} className="max-w-2xl text-h2 font-medium">
              {title}
            </h2>
            <p className="mt-4 max-w-xl text-lead text-white/90">{text}</p>
          </div>
          <div className={ctaActionsClass}>{children}</div>
        </Reveal>
      </div>
    </section>
  );
}
