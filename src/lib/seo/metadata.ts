import "server-only";
import type { Metadata } from "next";
import { site } from "@/content/site";
import { absoluteUrl } from "./site-url";

export interface PageMetadataInput {
  /** Page title without the agency suffix; the root layout's template adds it. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/selling": the canonical URL and og:url. */
  path: string;
  keywords?: readonly string[];
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noIndex?: boolean;
  /** Use the title as is, without the "| Ironbark Realty" template. */
  absoluteTitle?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
}

/** The blog's RSS feed, announced in every page's head (the root layout's default, and each page's own `alternates`). */
export const feedAlternates = { "application/rss+xml": "/rss.xml" } as const;

/** The one way pages build their metadata: canonical, Open Graph, Twitter and robots in the server HTML. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const url = absoluteUrl(input.path);
  const image = input.image ? absoluteUrl(input.image) : undefined;
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${site.name}`;
  const images = image ? [{ url: image, alt: input.imageAlt ?? input.title }] : undefined;
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
      ...(images ? { images } : {}),
      ...(input.type === "article" ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: input.description,
      ...(image ? { images: [image] } : {}),
    },
    robots: input.noIndex ? { index: false, follow: false } : { index: true, follow: true },
  };
}
