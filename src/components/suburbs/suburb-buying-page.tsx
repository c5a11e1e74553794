import type { FullSuburbGuide } from "@/content/suburbs";
import { suburbFaqPageKey } from "@/content/site-content/faqs";
import { currentPageFaqs, currentSuburbFigures } from "@/server/site-content/page-content";
import { FaqSection } from "./faq-section";
import { JourneySteps } from "./journey-steps";
import { MarketText } from "./market-text";
import { PointGrid } from "./point-grid";
import { SubPageHero } from "./sub-page-hero";
import { SuburbCta } from "./suburb-cta";
import { SuburbStock } from "./suburb-stock";

/** /{suburb}/buying: 400px hero, three 'why buy' points, four-step journey, market text, the suburb's homes for sale, six FAQs, call to action. */
export async function SuburbBuyingPage({ guide }: { guide: FullSuburbGuide }) {
  const page = guide.buying;
  const [figures, faqs] = await Promise.all([currentSuburbFigures(guide.slug), currentPageFaqs(suburbFaqPageKey(guide.slug, "buying"))]);
  return (
    <>
      <SubPageHero guide={guide} section="buying" />
      <PointGrid id="why-buy-heading" eyebrow="Why buy here" title={`Why buy in ${guide.name}`} points={page.whyBuy} columns={3} />
      <JourneySteps suburb={guide.name} steps={page.steps} />
      <MarketText block={page.market} facts={figures} />
      <SuburbStock guide={guide} show={["for-sale"]} />
      <FaqSection title={`Buying in ${guide.name}: your questions`} faqs={faqs} />
      <SuburbCta cta={page.cta} />
    </>
  );
}
