import { DisclosureItem, DisclosureList } from "@/components/ui/disclosure-list";
import { JsonLd } from "@/lib/seo/json-ld";
import { faqPageSchema, type FaqInput } from "@/content/seo/schema";

interface FaqListProps {
  faqs: readonly FaqInput[];
  /** Emit FAQPage structured data for these questions (once per page). */
  structuredData?: boolean;
}

/** An FAQ accordion (a DisclosureList), with its FAQPage structured data. */
export function FaqList({ faqs, structuredData = true }: FaqListProps) {
  return (
    <>
      {structuredData ? <JsonLd data={faqPageSchema(faqs)} /> : null}
      <DisclosureList>
        {faqs.map((faq) => (
          <DisclosureItem key={faq.question} summary={faq.question}>
            <p className="px-6 pb-6 leading-relaxed text-muted">{faq.answer}</p>
          </DisclosureItem>
        ))}
      </DisclosureList>
    </>
  );
}
