import { ArrowRight, House, KeyRound } from "lucide-react";
import Link from "@/components/ui/link";
import { Reveal } from "@/components/motion/reveal";
import type { Point } from "@/content/suburbs";

interface GuideCardsProps {
  cards: { buying: Point; selling: Point };
  buyingHref: string;
  sellingHref: string;
}

/** The buy and sell cards leading to the suburb's /buying and /selling guides. */
export function GuideCards({ cards, buyingHref, sellingHref }: GuideCardsProps) {
  const items = [
    { ...cards.buying, href: buyingHref, Icon: KeyRound, tone: "bg-ink text-sand", textClass: "text-sand/85", accent: "text-clay-300" },
    { ...cards.selling, href: sellingHref, Icon: House, tone: "bg-clay text-white", textClass: "text-white/90", accent: "text-white" },
  ];
  return (
    <section aria-labelledby="guides-heading" className="section">
      <div className="container-page">
        <h2 id="guides-heading" className="text-h2 font-medium">
          Buying or selling?
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {items.map(({ title, text, href, Icon, tone, textClass, accent }) => (
            <li key={href}>
              <Reveal className="h-full">
                <Link
                  href={href}
                  className={`group flex h-full flex-col rounded-xl p-8 shadow-soft transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-lift sm:p-10 ${tone}`}
                >
                  <Icon aria-hidden className={`size-8 ${accent}`} />
                  <span className="mt-6 font-display text-h3 font-medium sm:text-[1.75rem]">{title}</span>
                  <span className={`mt-3 leading-relaxed ${textClass}`}>{text}</span>
                  <span className="mt-8 inline-flex items-center gap-2 font-semibold">
                    Read the guide
                    <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
