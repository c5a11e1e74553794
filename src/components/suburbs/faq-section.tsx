import { Reveal } from "@/components/motion/reveal";
import { FaqList } from "@/components/sections/faq-list";
import { SectionHeading } from "@/components/sections/section-heading";
import type { Faq } from "@/content/suburbs";

/** Six questions and answers, with their FAQPage structured data. */
export function FaqSection({ title, faqs }: { title: string; faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-heading" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <Reveal>
          <SectionHeading id="faq-heading" eyebrow="FAQ" title={title} />
        </Reveal>
        <FaqList faqs={faqs} />
      </div>
    </section>
  );
}
