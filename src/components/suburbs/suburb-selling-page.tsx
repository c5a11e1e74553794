import type { FullSuburbGuide } from "@/content/suburbs";
import { suburbFaqPageKey } from "@/content/site-content/faqs";
import { currentPageFaqs, currentSuburbFigures } from "@/server/site-content/page-content";
import { FaqSection } from "./faq-section";
import { MarketText } from "./market-text";
import { PointGrid } from "./point-grid";
import { SubPageHero } from "./sub-page-hero";
import { SuburbCta } from "./suburb-cta";
import { SuburbStock } from "./suburb-stock";
import { sellingBenefitIcons } from "./suburb-icons";

/** /{suburb}/selling: 400px hero, six selling benefits, market text, the suburb's recent sales, six FAQs, call to action. */
export async function SuburbSellingPage({ guide }: { guide: FullSuburbGuide }) {
  const page = guide.selling;
  const [figures, faqs] = await Promise.all([currentSuburbFigures(guide.slug), currentPageFaqs(suburbFaqPageKey(guide.slug, "selling"))]);
  return (
    <>
      <SubPageHero guide={guide} section="selling" />
      <PointGrid
        id="benefits-heading"
        eyebrow="Selling with us"
        title={`Why sell with us in ${guide.name}`}
        points={page.benefits.map((benefit) => ({ ...benefit, Icon: sellingBenefitIcons[benefit.key] }))}
        columns={6}
      />
      <MarketText block={page.market} facts={figures} />
      <SuburbStock guide={guide} show={["sold"]} />
      <FaqSection title={`Selling in ${guide.name}: your questions`} faqs={faqs} />
      <SuburbCta cta={page.cta} />
    </>
  );
}
