import { DisclosureItem, DisclosureList } from "@/components/ui/disclosure-list";
import type { PublishedNswFact } from "@/content/site-content/nsw-facts";
import { SplitSection } from "./split-section";

interface NswFactsSectionProps {
  facts: readonly PublishedNswFact[];
  headingId: string;
  eyebrow: string;
  title: string;
  className: string;
}

/**
 * The NSW rules a page's visitors ask about most, as staff keep them in the admin: each answer on a native <details>
 * (works without JavaScript), with its official source and the date it was last checked.
 */
export function NswFactsSection({ facts, headingId, eyebrow, title, className }: NswFactsSectionProps) {
  if (facts.length === 0) return null;
  return (
    <SplitSection
      id="nsw-rules"
      headingId={headingId}
      eyebrow={eyebrow}
      title={title}
      intro="Short answers from the official NSW pages, each with its source and the date we last checked it. General information, not legal advice: the official page has the detail."
      className={className}
    >
      <DisclosureList>
        {facts.map((fact) => (
          <DisclosureItem key={fact.key} summary={fact.question}>
            <div className="px-6 pb-6">
              <p className="leading-relaxed text-muted">{fact.answer}</p>
              <p className="mt-3 text-sm text-muted">
                Source:{" "}
                <a href={fact.sourceUrl} className="font-semibold text-ink underline underline-offset-4 hover:text-clay">
                  {fact.sourceName}
                </a>{" "}
                · <time dateTime={fact.asOf}>{fact.asOfText}</time>
              </p>
            </div>
          </DisclosureItem>
        ))}
      </DisclosureList>
    </SplitSection>
  );
}
