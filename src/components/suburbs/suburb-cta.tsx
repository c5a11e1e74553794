import { Reveal } from "@/components/motion/reveal";
import { ctaActionsClass, ctaCardClass } from "@/components/services/cta-band";
import { ButtonLink } from "@/components/ui/button";
import type { CallToAction } from "@/content/suburbs";

/**
 * The closing call to action: a primary and a secondary link from the content, laid out like CtaBand's card.
 * After a tinted band (the short guides' market cards) it keeps a section's distance instead of butting against it.
 */
export function SuburbCta({ cta, afterBand = false }: { cta: CallToAction; afterBand?: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className={afterBand ? "pb-24 pt-16 sm:pt-24" : "pb-24 pt-4"}>
      <div className="container-page">
        <Reveal className={ctaCardClass}>
          <div aria-hidden className="absolute -right-20 -top-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <div className="relative">
            <h2 id="cta-heading" className="max-w-2xl text-h2 font-medium">
              {cta.title}
            </h2>
            <p className="mt-4 max-w-xl text-lead text-white/90">{cta.text}</p>
          </div>
          <div className={ctaActionsClass}>
            <ButtonLink href={cta.primary.href} variant="light" size="lg">
              {cta.primary.label}
            </ButtonLink>
            <ButtonLink href={cta.secondary.href} variant="ghostWhite" size="lg">
              {cta.secondary.label}
            </ButtonLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
