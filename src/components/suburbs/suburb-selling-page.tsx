import type { FullSuburbGuide } from "@/content/suburbs";
import { FaqSection } from "./faq-section";
import { MarketText } from "./market-text";
import { PointGrid } from "./point-grid";
import { SubPageHero } from "./sub-page-hero";
import { SuburbCta } from "./suburb-cta";
import { sellingBenefitIcons } from "./suburb-icons";

/** /{suburb}/selling: 400px hero, six selling benefits, market text, six FAQs, call to action. */
export function SuburbSellingPage({ guide }: { guide: FullSuburbGuide }) {
  const page = guide.selling;
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
      <MarketText block={page.market} />
      <FaqSection title={`Selling in ${guide.name}: your questions`} faqs={page.faqs} />
      <SuburbCta cta={page.cta} />
    </>
  );
}
