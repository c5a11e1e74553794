import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import type { BuyingStep } from "@/content/suburbs";
import { buyingStepIcons } from "./suburb-icons";

/** The four-step buying journey: search or find, finance pre-approval, inspection, offer or negotiate. */
export function JourneySteps({ suburb, steps }: { suburb: string; steps: readonly BuyingStep[] }) {
  return (
    <section aria-labelledby="journey-heading" className="section bg-ink text-sand">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="journey-heading" eyebrow="Your buying journey" title={`Four steps to a home in ${suburb}`} tone="light" />
        </Reveal>
        <ol className="mt-14 grid gap-px overflow-hidden rounded-lg bg-sand/15 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const Icon = buyingStepIcons[step.key];
            return (
              <li key={step.key} className="bg-ink p-7">
                <Reveal delay={index * 80}>
                  <div className="flex items-center gap-3">
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-clay font-semibold text-white">
                      <span className="sr-only">Step </span>
                      {index + 1}
                    </span>
                    <Icon aria-hidden className="size-6 text-clay-300" />
                  </div>
                  <h3 className="mt-5 text-h3 font-medium text-sand">{step.title}</h3>
                  <p className="mt-3 leading-relaxed text-sand/80">{step.text}</p>
                </Reveal>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
