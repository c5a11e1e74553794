import { ArrowRight } from "lucide-react";
import Link from "@/components/ui/link";
import { suburbGuidePath, suburbGuides, type SuburbGuide } from "@/content/suburbs";

interface GuideLink {
  href: string;
  label: string;
  title: string;
  text: string;
}

/** Every suburb guide page: the landing page, then /buying and /selling where the guide has them. */
function guideLinks(guide: SuburbGuide): GuideLink[] {
  const landing = {
    href: suburbGuidePath(guide.slug),
    label: `${guide.name} ${guide.postcode}`,
    title: `${guide.name} suburb guide`,
    text: guide.hero.intro,
  };
  if (guide.variant === "short") return [landing];
  return [
    landing,
    { href: suburbGuidePath(guide.slug, "buying"), label: "Buyer guide", title: guide.cards.buying.title, text: guide.cards.buying.text },
    {
      href: suburbGuidePath(guide.slug, "selling"),
      label: "Seller guide",
      title: guide.cards.selling.title,
      text: guide.cards.selling.text,
    },
  ];
}

/** Cards linking to the eight suburb guide pages. */
export function GuideDirectory() {
  const links = suburbGuides.flatMap(guideLinks);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="group flex h-full flex-col rounded-lg border border-line bg-white p-7 shadow-soft transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-lift"
          >
            <span className="eyebrow">{link.label}</span>
            <span className="mt-3 font-display text-h3 font-medium text-ink">{link.title}</span>
            <span className="mt-3 text-sm leading-relaxed text-muted">{link.text}</span>
            <span className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-clay">
              Read guide
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
