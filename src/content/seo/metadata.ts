import "server-only";
import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/site-url";
import { socialCardSize, socialCardType, socialImageForPath, type SocialImage } from "./social-cards";

export interface PageMetadataInput {
  /** Page title without the agency suffix; the root layout's template adds it. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/selling": the canonical URL and og:url. */
  path: string;
  keywords?: readonly string[];
  /**
   * The page's social card (og:image, twitter:image), a 1200 × 630 PNG: by default the static card made for `path`
   * (src/content/seo/social-cards.ts), else the home page's. Articles pass their own.
   */
  socialImage?: SocialImage;
  type?: "website" | "article";
  noIndex?: boolean;
  /** Use the title as is, without the "| Ironbark Realty" template. */
  absoluteTitle?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
}

/** The blog's RSS feed, announced in every page's head (the root layout's default, and each page's own `alternates`). */
export const feedAlternates = { "application/rss+xml": "/rss.xml" } as const;

/**
 * og:image and twitter:image with their size, type and alt. Always set: a page's `openGraph` replaces the layout's
 * whole, so a page without images of its own would have none (and Facebook, LinkedIn and X show no SVG).
 */
function socialImageTags(social: SocialImage) {
  const size = social.width && social.height ? { width: social.width, height: social.height } : socialCardSize;
  const image = { url: absoluteUrl(social.url), ...size, alt: social.alt, type: social.type ?? socialCardType };
  return { images: [image], twitterImages: [{ url: image.url, alt: image.alt, width: image.width, height: image.height }] };
}

/** The root layout's share image, for pages that do not call buildMetadata (the 404 page, the admin). */
export function defaultSocialMetadata(): Pick<Metadata, "openGraph" | "twitter"> {
  const { images, twitterImages } = socialImageTags(socialImageForPath("/"));
  return {
    openGraph: { type: "website", siteName: site.name, locale: "en_AU", images },
    twitter: { card: "summary_large_image", images: twitterImages },
  };
}

/** The one way pages build their metadata: canonical, Open Graph, Twitter and robots in the server HTML. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  const { images, twitterImages } = socialImageTags(input.socialImage ?? socialImageForPath(input.path));
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: [...(input.keywords ?? []), ...site.keywords.slice(0, 3)],
    // A page's `alternates` replaces the layout's whole, so the feed link is repeated beside the canonical.
    alternates: { canonical: url, types: feedAlternates },
    openGraph: {
      type: input.type ?? "website",
      url,
      siteName: site.name,
      title: fullTitle,
      description: input.description,
      locale: "en_AU",
      images,
      ...(input.type === "article" ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: input.description,
      images: twitterImages,
    },
    robots: input.noIndex ? { index: false, follow: false } : { index: true, follow: true },
  };
}
