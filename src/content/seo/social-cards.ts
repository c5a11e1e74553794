import { categoryCover, postImage } from "@/lib/blog/cover";
import { homeHero } from "@/content/home";
import { suburbReports } from "@/content/suburb-reports";
import { buyingHero } from "@/content/services/buying";
import { contactPage } from "@/content/services/contact";
import { mission } from "@/content/services/mission";
import { rentalHero } from "@/content/services/rental";
import { sellingHero } from "@/content/services/selling";
import { whyChooseCopy } from "@/content/services/why-choose";
import { site } from "@/content/site";
import { suburbComparison } from "@/content/suburbs/comparison";
import { suburbGuides } from "@/content/suburbs";
import type { TeamMember } from "@/lib/team/team-member";
import { claimText } from "@/lib/agency/claims";

/*
 * Social cards: the 1200 × 630 PNG each page offers as its og:image and twitter:image (Facebook, LinkedIn and X
 * show PNG or JPEG, never SVG). What a card says is data, here; src/server/social-cards draws it and the routes
 * under src/app/og serve it. Static pages' cards are drawn at build time; an article's is drawn on first request.
 */

export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = "image/png";

export interface SocialCardArt {
  /** A site path: artwork under /art (SVG) or an upload under /uploads. */
  src: string;
  /** "scene" fills the card behind the words; "portrait" stands framed beside them. */
  kind: "scene" | "portrait";
  alt: string;
}

export interface SocialCard {
  /** The card's address is /og/{key}.png. */
  key: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  art?: SocialCardArt;
}

/** What buildMetadata puts in og:image and twitter:image. */
export interface SocialImage {
  /** Site path of the PNG, with its version. */
  url: string;
  alt: string;
  /** A photo's own size and type (a listing's main photo); left out for the drawn 1200 × 630 PNG cards. */
  width?: number;
  height?: number;
  type?: string;
}

/** Raise when the card's drawing changes, so every card's address changes and shared previews are fetched again. */
const designVersion = 1;

/** The first sentence of a paragraph, for a card's one-line subtitle. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}

/** The static card key of a page path: "/" → "home", "/gregory-hills/buying" → "gregory-hills-buying". */
export function socialCardKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replaceAll("/", "-");
}

/** A team member's card: their portrait, name and role. Members live in the database, so it is drawn on first request. */
export function teamMemberCard(member: TeamMember): SocialCard {
  return {
    key: `team/${member.slug}`,
    eyebrow: `${site.name} team`,
    title: member.name,
    subtitle: member.role,
    art: { src: member.image, kind: "portrait", alt: `Portrait of ${member.name}` },
  };
}

/** Every static public page's card (src/content/public-routes.ts; a test holds the two lists together). */
export function staticSocialCards(): SocialCard[] {
  const page = (path: string, card: Omit<SocialCard, "key">): SocialCard => ({ key: socialCardKey(path), ...card });
  const sceneArt = (src: string, alt: string): SocialCardArt => ({ src, kind: "scene", alt });
  return [
    page("/", {
      eyebrow: "Real estate in South West Sydney",
      title: homeHero.headlines[0],
      subtitle: site.tagline,
      art: sceneArt(site.images.heroExterior, "A modern family home in Gregory Hills at golden hour"),
    }),
    page("/privacy", {
      eyebrow: "Privacy",
      title: "Privacy Policy",
      subtitle: "Plain English, no surprises: what we collect, why, and your rights.",
    }),
    page("/selling", { eyebrow: sellingHero.eyebrow, title: sellingHero.title, subtitle: firstSentence(sellingHero.intro) }),
    page("/buying", {
      eyebrow: buyingHero.eyebrow,
      title: buyingHero.title,
      subtitle: "Gregory Hills, Oran Park, Gledswood Hills and Leppington",
    }),
    page("/rental", {
      eyebrow: rentalHero.eyebrow,
      title: rentalHero.title,
      subtitle: "Good tenants, well-kept homes and clear reports, every time.",
      art: sceneArt(site.images.heroInterior, "An open-plan living room with a kitchen island"),
    }),
    page("/team", {
      eyebrow: "Our people",
      title: "Meet Our Team",
      subtitle: "Local agents for sales, rentals and marketing in South West Sydney",
    }),
    page("/contact", {
      eyebrow: contactPage.hero.eyebrow,
      title: contactPage.hero.title,
      subtitle: `Call, e-mail or send us an enquiry: we reply ${claimText.replyWithin} during business hours`,
    }),
    page(`/why-choose-${site.brandSlug}`, {
      eyebrow: whyChooseCopy.eyebrow,
      title: `Why Choose ${site.name}`,
      subtitle: firstSentence(whyChooseCopy.intro),
    }),
    // Plain: the scholar's video poster carries words of its own, which would show through behind the title.
    page("/mission", { eyebrow: mission.hero.eyebrow, title: mission.hero.title, subtitle: firstSentence(mission.hero.intro) }),
    page("/insights", {
      eyebrow: "Real Estate Insights",
      title: "News and advice from South West Sydney",
      subtitle: "Market updates, suburb guides and plain-English advice",
    }),
    ...suburbGuides.flatMap((guide) => {
      const art = sceneArt(guide.image, guide.imageAlt);
      const where = `${guide.name} NSW ${guide.postcode}`;
      const cards = [page(`/${guide.slug}`, { eyebrow: "Suburb guide", title: guide.hero.title, subtitle: where, art })];
      if (guide.variant === "full") {
        cards.push(
          page(`/${guide.slug}/buying`, { eyebrow: "Buyer's guide", title: guide.buying.hero.title, subtitle: where, art }),
          page(`/${guide.slug}/selling`, { eyebrow: "Seller's guide", title: guide.selling.hero.title, subtitle: where, art }),
        );
      }
      return cards;
    }),
    page("/suburb-comparison", {
      eyebrow: "Suburb comparison",
      title: suburbComparison.hero.title,
      subtitle: "Two neighbouring suburbs, side by side",
    }),
    page("/suburb-reports", {
      eyebrow: suburbReports.card.eyebrow,
      title: suburbReports.hero.title,
      subtitle: suburbReports.card.subtitle,
    }),
  ];
}

export function findStaticSocialCard(key: string): SocialCard | undefined {
  return staticSocialCards().find((card) => card.key === key);
}

/** A short, stable hash of what a card shows (FNV-1a), so an edit gives the image a new address. */
function cardVersion(card: SocialCard): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([designVersion, card])) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function socialCardAlt(card: SocialCard): string {
  const words = `${site.name}: ${card.title}${card.subtitle ? ` — ${card.subtitle}` : ""}`;
  return card.art ? `${words}. ${card.art.alt}.` : words;
}

export function staticSocialImage(card: SocialCard): SocialImage {
  return { url: `/og/${card.key}.png?v=${cardVersion(card)}`, alt: socialCardAlt(card) };
}

/** A page's card, or the home page's for a path without one of its own (sign-in pages, say). */
export function socialImageForPath(path: string): SocialImage {
  const card = findStaticSocialCard(socialCardKey(path)) ?? findStaticSocialCard("home")!;
  return staticSocialImage(card);
}

export interface ArticleCardInput {
  slug: string;
  title: string;
  category: string;
  authorName: string;
  featuredImage: string | null;
  updatedAt: Date;
}

/** An article's card: its title over its cover, the featured image or else its category's drawing. */
export function articleCard(post: ArticleCardInput): SocialCard {
  return {
    key: `insights/${post.slug}`,
    eyebrow: `Insights · ${post.category}`,
    title: post.title,
    subtitle: `By ${post.authorName}`,
    art: { src: postImage(post), kind: "scene", alt: `Cover of “${post.title}”` },
  };
}

/** The drawing to use when an article's featured image cannot be read (a web address, a missing upload). */
export function articleFallbackArt(post: Pick<ArticleCardInput, "category">): string {
  return categoryCover(post.category);
}

/** An article's card address carries the post's last edit, so an edited post gets a new image. */
export function articleSocialImage(post: ArticleCardInput): SocialImage {
  return {
    url: `/og/insights/${encodeURIComponent(post.slug)}/${articleCardVersion(post)}.png`,
    alt: socialCardAlt(articleCard(post)),
  };
}

export function articleCardVersion(post: Pick<ArticleCardInput, "updatedAt">): string {
  return `${post.updatedAt.getTime().toString(36)}-${designVersion}`;
}

/** A team member's card address carries the member's last edit, so an edited profile gets a new image. */
export function teamMemberSocialImage(member: TeamMember, updatedAt: Date): SocialImage {
  return {
    url: `/og/team/${encodeURIComponent(member.slug)}/${teamMemberCardVersion(updatedAt)}.png`,
    alt: socialCardAlt(teamMemberCard(member)),
  };
}

export function teamMemberCardVersion(updatedAt: Date): string {
  return `${updatedAt.getTime().toString(36)}-${designVersion}`;
}
