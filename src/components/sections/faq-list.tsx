import { ChevronDown } from "lucide-react";
import { JsonLd } from "@/lib/seo/json-ld";
import { faqPageSchema, type FaqInput } from "@/content/seo/schema";

interface FaqListProps {
  faqs: readonly FaqInput[];
  /** Emit FAQPage structured data for these questions (once per page). */
  structuredData?: boolean;
}

/** An FAQ accordion on native <details>: keyboard and screen-reader friendly, and it works without JavaScript. */
export function FaqList({ faqs, structuredData = true }: FaqListProps) {
  return (
    <>
      {structuredData ? <JsonLd data={faqPageSchema(faqs)} /> : null}
      <div className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-white">
        {faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 px-6 py-5 text-left font-semibold text-ink hover:bg-sand/60 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden className="size-5 shrink-0 text-clay transition-transform duration-200 group-open:rotate-180" />
            </summary>
            <p className="px-6 pb-6 leading-relaxed text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
