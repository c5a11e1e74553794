import "server-only";
import type { ChatSuburb } from "@/lib/chat/intent";
import { lowerFirst } from "@/lib/text/lower-first";
import { suburbGuides } from "@/content/suburbs";
import { suburbComparison } from "@/content/suburbs/comparison";
import type { ComparedSuburb, Faq, FeatureKey, SuburbGuide, TextBlock } from "@/content/suburbs/types";
import { suburbFaqPageKey, type Faqs } from "@/content/site-content/faqs";
import { publishedSuburbFigures, type SuburbFactsDocument } from "@/content/site-content/suburb-facts";
import { nswFactPagePath, nswFactPages, nswFactsOf, type NswFacts } from "@/content/site-content/nsw-facts";
import type { Testimonials } from "@/lib/site-content/testimonials";
import { factSubjects } from "./fact-subjects";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * Documents built from the site's content modules and documents: every FAQ, each suburb's facts, figures and pages.
 * The pages render the same content (the FAQs and figures as staff saved them), so the assistant and the site never
 * disagree.
 */
const featureKeywords: Record<FeatureKey, string> = {
  education: "schools school education primary high college kids children catchment",
  shopping: "shops shopping centre supermarket cafes dining restaurants",
  parks: "parks playgrounds green space walking cycling outdoors sport fields",
  transport: "transport train trains station line lines stop stops rail railway bus roads commute motorway travel",
  family: "family families community lifestyle neighbourhood",
  growth: "growth development future investment infrastructure new",
};

function faqDocuments(prefix: string, faqs: readonly Faq[], url: string, suburb?: ChatSuburb, keywords?: string): KnowledgeDocument[] {
  return faqs.map((faq, i) => ({ id: `${prefix}:faq:${i}`, kind: "faq", title: faq.question, text: faq.answer, keywords, url, suburb }));
}

function textBlockDocuments(prefix: string, block: TextBlock, url: string, suburb?: ChatSuburb): KnowledgeDocument[] {
  return block.paragraphs.map((paragraph, i) => ({
    id: `${prefix}:text:${i}`,
    kind: "suburb",
    title: block.title,
    text: paragraph,
    url,
    suburb,
  }));
}

/** What staff edit in the admin that the assistant answers from. */
export interface EditableContent {
  faqs: Faqs;
  suburbFacts: SuburbFactsDocument;
  nswFacts: NswFacts;
  testimonials: Testimonials;
}

function figureDocuments(guide: SuburbGuide, facts: SuburbFactsDocument, url: string, suburb: ChatSuburb): KnowledgeDocument[] {
  const figures = publishedSuburbFigures(facts[guide.slug]);
  if (figures.length === 0) return [];
  return [
    {
      id: `${guide.slug}:figures`,
      kind: "suburb",
      title: `Market figures for ${guide.name}`,
      text: figures.map((figure) => `${figure.label} in ${guide.name}: ${figure.value} (${lowerFirst(figure.note)}).`).join(" "),
      keywords: "median price house prices cost value rent rents weekly days on market how long sell statistics figures market",
      url,
      suburb,
    },
  ];
}

export function suburbDocuments(guide: SuburbGuide, content: EditableContent): KnowledgeDocument[] {
  const suburb = guide.name as ChatSuburb;
  const url = `/${guide.slug}`;
  const faqsOf = (section?: "buying" | "selling") => {
    const key = suburbFaqPageKey(guide.slug, section);
    return key ? content.faqs[key] : [];
  };
  const docs: KnowledgeDocument[] = [
    {
      id: `${guide.slug}:overview`,
      kind: "suburb",
      title: `About ${guide.name}`,
      // (A suburb under two councils is split between them: "is it in Camden Council?" is answered "partly".)
      text: `${guide.hero.intro} ${guide.name} has the postcode ${guide.postcode} and ${guide.lga.includes(" and ") ? `is split between ${guide.lga}` : `is in the ${guide.lga} area`}.`,
      keywords: "about overview suburb guide tell live living postcode council",
      url,
      suburb,
    },
    ...guide.features.map((tile) => ({
      id: `${guide.slug}:feature:${tile.key}`,
      kind: "suburb" as const,
      title: `${tile.title} (${guide.name})`,
      text: tile.text,
      keywords: featureKeywords[tile.key],
      url,
      suburb,
    })),
    ...textBlockDocuments(`${guide.slug}:market`, guide.market, url, suburb),
    ...figureDocuments(guide, content.suburbFacts, url, suburb),
  ];
  if (guide.variant === "short") {
    docs.push(
      ...guide.marketCards.map((card, i) => ({
        id: `${guide.slug}:card:${i}`,
        kind: "suburb" as const,
        title: `${card.title} (${guide.name})`,
        text: `${card.title}: ${card.value}. ${card.text}`,
        keywords: /time to sell|days on market/i.test(card.title) ? "how long sell selling sale take days quickly fast" : undefined,
        url,
        suburb,
      })),
    );
    return docs;
  }
  const buyingUrl = `${url}/buying`;
  const sellingUrl = `${url}/selling`;
  docs.push(
    ...faqDocuments(guide.slug, faqsOf(), url, suburb),
    ...faqDocuments(`${guide.slug}:buying`, faqsOf("buying"), buyingUrl, suburb, "buy buying buyer"),
    ...faqDocuments(`${guide.slug}:selling`, faqsOf("selling"), sellingUrl, suburb, "sell selling seller"),
    ...textBlockDocuments(`${guide.slug}:buying:market`, guide.buying.market, buyingUrl, suburb),
    ...textBlockDocuments(`${guide.slug}:selling:market`, guide.selling.market, sellingUrl, suburb),
    ...guide.buying.whyBuy.map((point, i) => ({
      id: `${guide.slug}:buying:why:${i}`,
      kind: "suburb" as const,
      title: `Why buy in ${guide.name}: ${point.title}`,
      text: point.text,
      keywords: "why buy buying reasons",
      url: buyingUrl,
      suburb,
    })),
    ...guide.buying.steps.map((step) => ({
      id: `${guide.slug}:buying:step:${step.key}`,
      kind: "suburb" as const,
      title: `Buying in ${guide.name}: ${step.title}`,
      text: step.text,
      keywords: "buying steps process how to buy",
      url: buyingUrl,
      suburb,
    })),
    ...guide.selling.benefits.map((benefit) => ({
      id: `${guide.slug}:selling:benefit:${benefit.key}`,
      kind: "suburb" as const,
      title: `Selling in ${guide.name}: ${benefit.title}`,
      text: benefit.text,
      keywords: "selling sell benefits why sell with you",
      url: sellingUrl,
      suburb,
    })),
  );
  return docs;
}

/** /suburb-comparison: each suburb's rated features, pros and cons, and who each suits. */
export function comparisonDocuments(): KnowledgeDocument[] {
  const url = "/suburb-comparison";
  const perSuburb = (compared: ComparedSuburb): KnowledgeDocument[] => {
    const suburb = compared.name as ChatSuburb;
    return [
      ...Object.entries(compared.features).map(([key, feature]) => ({
        id: `comparison:${compared.slug}:${key}`,
        kind: "suburb" as const,
        title: `${feature.label} in ${compared.name} (rated ${feature.rating} out of 5)`,
        text: feature.description,
        url,
        suburb,
      })),
      {
        id: `comparison:${compared.slug}:pros-cons`,
        kind: "suburb",
        title: `Pros and cons of ${compared.name}`,
        text: `${compared.summary} Pluses: ${compared.pros.join("; ")}. Drawbacks: ${compared.cons.join("; ")}.`,
        keywords: "pros cons advantages disadvantages good bad downside upside",
        url,
        suburb,
      },
    ];
  };
  return [
    ...suburbComparison.suburbs.flatMap(perSuburb),
    ...suburbComparison.whichIsRight.options.map((option) => ({
      id: `comparison:right:${option.suburb}`,
      kind: "suburb" as const,
      title: `Who ${option.name} suits best`,
      text: `${option.summary} Best for: ${option.bestFor.join(", ")}.`,
      keywords: "which suburb right for me suits best for choose",
      url,
      suburb: option.name as ChatSuburb,
    })),
  ];
}

/** Every document the suburb guides and the comparison give. */
export function contentDocuments(content: EditableContent): KnowledgeDocument[] {
  return [
    ...suburbGuides.flatMap((guide) => suburbDocuments(guide, content)),
    ...comparisonDocuments(),
    ...nswFactDocuments(content.nswFacts),
  ];
}

/**
 * The NSW rules in brief (rent increases, bond, pets, bills, cooling-off, stamp duty…), as staff keep them: each
 * answer cites the page that shows it and, after the answer, its official source and 'as of' date (kept out of the
 * searched text, so a source's name or address never decides what a question is about).
 */
export function nswFactDocuments(facts: NswFacts): KnowledgeDocument[] {
  return nswFactPages.flatMap((page) =>
    nswFactsOf(facts, page.key).map((fact) => ({
      id: `nsw-fact:${fact.key}`,
      kind: "fact" as const,
      title: fact.question,
      text: fact.answer,
      keywords: fact.keywords,
      url: nswFactPagePath(fact.page),
      source: { label: fact.sourceName, url: fact.sourceUrl, asOf: fact.asOfText },
      askedBy: factSubjects[fact.key],
    })),
  );
}
