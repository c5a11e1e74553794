import { WhatsOnSection } from "@/components/events/whats-on-section";
import { suburbGuidePath, type SuburbGuide } from "@/content/suburbs";
import { suburbFaqPageKey } from "@/content/site-content/faqs";
import { currentPageFaqs, currentSuburbFigures } from "@/server/site-content/page-content";
import { FaqSection } from "./faq-section";
import { FeatureTiles } from "./feature-tiles";
import { GuideCards } from "./guide-cards";
import { MarketCards } from "./market-cards";
import { MarketText } from "./market-text";
import { SuburbCta } from "./suburb-cta";
import { SuburbHero } from "./suburb-hero";
import { SuburbStock } from "./suburb-stock";

/**
 * One suburb landing page, for any guide. Full guides (Gregory Hills, Oran Park): hero, six tiles, market
 * text, six FAQs, buy and sell cards, call to action, and the events calendar where the guide asks for it.
 * Short guides (Leppington, Gledswood Hills): hero, six tiles, three market cards, call to action.
 * The market figures and the FAQs are the ones staff saved in the admin, read per request; every guide shows the
 * suburb's homes for sale and recent sales after its market block.
 */
export async function SuburbLandingPage({ guide }: { guide: SuburbGuide }) {
  const path = suburbGuidePath(guide.slug);
  const [figures, faqs] = await Promise.all([currentSuburbFigures(guide.slug), currentPageFaqs(suburbFaqPageKey(guide.slug))]);
  return (
    <>
      <SuburbHero
        eyebrow={`${guide.name} NSW ${guide.postcode}`}
        title={guide.hero.title}
        intro={guide.hero.intro}
        image={guide.image}
        imageAlt={guide.imageAlt}
        crumbs={[
          { name: "Home", path: "/" },
          { name: guide.name, path },
        ]}
      />
      <FeatureTiles suburb={guide.name} tiles={guide.features} />
      {guide.variant === "full" ? (
        <>
          <MarketText
            block={guide.market}
            facts={[
              ...figures,
              { label: "Postcode", value: guide.postcode },
              { label: "Council", value: guide.lga },
              { label: "Typical settlement", value: "30–60 days" },
            ]}
          />
          <SuburbStock guide={guide} show={["for-sale", "sold"]} />
          <GuideCards
            cards={guide.cards}
            buyingHref={suburbGuidePath(guide.slug, "buying")}
            sellingHref={suburbGuidePath(guide.slug, "selling")}
          />
          {guide.showEvents ? <WhatsOnSection suburb={guide.name} /> : null}
          {faqs.length > 0 ? <FaqSection title={`${guide.name} questions, answered`} faqs={faqs} /> : null}
        </>
      ) : (
        <>
          <MarketCards block={guide.market} cards={guide.marketCards} figures={figures} />
          <SuburbStock guide={guide} show={["for-sale", "sold"]} />
        </>
      )}
      <SuburbCta cta={guide.cta} afterBand={guide.variant !== "full"} />
    </>
  );
}
