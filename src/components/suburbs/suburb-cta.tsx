import { Reveal } from "@/components/motion/reveal";
import { ButtonLink } from "@/components/ui/button";
import type { CallToAction } from "@/content/suburbs";

/** The closing call to action: a primary and a secondary link from the content. */
export function SuburbCta({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className="pb-24 pt-4">
      <div className="container-page">
        <Reveal className="relative overflow-hidden rounded-xl bg-clay px-7 py-12 text-white sm:px-14 sm:py-14">
          <div aria-hidden className="absolute -right-20 -top-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <h2 id="cta-heading" className="relative max-w-2xl text-h2 font-medium">
            {cta.title}
          </h2>
          <p className="relative mt-4 max-w-xl text-lead text-white/90">{cta.text}</p>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row">
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
