import type { JourneyStep } from "@/content/services/selling";
import { Reveal } from "@/components/motion/reveal";

/** A numbered journey (four selling steps, five buying steps) as an ordered list. */
export function JourneySteps({ steps }: { steps: readonly JourneyStep[] }) {
  const columns = steps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4";
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="h-full">
          <Reveal delay={index * 80} className="h-full rounded-lg border border-line bg-white p-6 shadow-soft">
            <span aria-hidden className="font-display text-4xl font-medium text-clay">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-h3 font-medium">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  );
}
