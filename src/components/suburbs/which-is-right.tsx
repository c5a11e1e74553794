import { Check } from "lucide-react";
import Link from "@/components/ui/link";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { suburbGuidePath, type SuburbComparison } from "@/content/suburbs";

/** 'Which is right for you': who each suburb suits best. */
export function WhichIsRight({ section }: { section: SuburbComparison["whichIsRight"] }) {
  return (
    <section aria-labelledby="which-heading" className="section">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="which-heading" eyebrow="Choosing" title={section.title} intro={section.intro} />
        </Reveal>
        <ul className="mt-12 grid gap-5 lg:grid-cols-2">
          {section.options.map((option, index) => (
            <li key={option.suburb}>
              <Reveal
                delay={index * 80}
                className={`h-full rounded-xl p-8 shadow-soft sm:p-10 ${index === 0 ? "bg-ink text-sand" : "bg-white ring-1 ring-line"}`}
              >
                <h3 className={`text-h3 font-medium sm:text-[1.75rem] ${index === 0 ? "text-sand" : "text-ink"}`}>
                  Choose {option.name} if…
                </h3>
                <ul className="mt-5 space-y-3">
                  {option.bestFor.map((item) => (
                    <li key={item} className="flex gap-3">
                      <Check aria-hidden className={`mt-1 size-4 shrink-0 ${index === 0 ? "text-clay-300" : "text-clay"}`} />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                <p className={`mt-6 leading-relaxed ${index === 0 ? "text-sand/85" : "text-muted"}`}>{option.summary}</p>
                <Link
                  href={suburbGuidePath(option.suburb)}
                  className={`mt-6 inline-block font-semibold underline underline-offset-4 ${index === 0 ? "text-clay-300" : "text-clay"}`}
                >
                  Read the {option.name} guide
                </Link>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
