import { describe, expect, it } from "vitest";
import { publicRoutes } from "@/content/public-routes";
import { buildMetadata, defaultSocialMetadata } from "./metadata";
import { articleSocialImage } from "./social-cards";
import { siteUrl } from "@/lib/seo/site-url";

type OgImage = { url: string; width: number; height: number; alt: string; type: string };

function ogImages(metadata: ReturnType<typeof buildMetadata>): OgImage[] {
  return (metadata.openGraph?.images ?? []) as OgImage[];
}

describe("buildMetadata's share image", () => {
  it.each(publicRoutes.map((route) => route.path))("%s has a 1200 × 630 PNG made for it, with its alt, for Open Graph and X", (path) => {
    const metadata = buildMetadata({ title: "A page", description: "About the page.", path });
    const images = ogImages(metadata);
    expect(images).toHaveLength(1);
    const [image] = images;
    expect(image).toMatchObject({ width: 1200, height: 630, type: "image/png" });
    expect(image!.url.startsWith(`${siteUrl}/og/`)).toBe(true);
    expect(new URL(image!.url).pathname).toMatch(/\.png$/);
    expect(image!.url).not.toMatch(/\.svg/);
    expect(image!.alt.length).toBeGreaterThan(10);
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: image!.url, alt: image!.alt, width: 1200, height: 630 }],
    });
  });

  it("gives each page its own card", () => {
    const urls = publicRoutes.map((route) => ogImages(buildMetadata({ title: "t", description: "d", path: route.path }))[0]!.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("uses the image a page passes (an article's)", () => {
    const socialImage = articleSocialImage({
      slug: "a-post",
      title: "A post",
      category: "Local",
      authorName: "Liam Nguyen",
      featuredImage: null,
      updatedAt: new Date(0),
    });
    const metadata = buildMetadata({ title: "A post", description: "d", path: "/insights/a-post", type: "article", socialImage });
    expect(ogImages(metadata)[0]).toMatchObject({
      url: `${siteUrl}${socialImage.url}`,
      alt: socialImage.alt,
      width: 1200,
      height: 630,
      type: "image/png",
    });
  });

  it("gives the root layout the home page's card, for pages without metadata of their own", () => {
    const { openGraph, twitter } = defaultSocialMetadata();
    expect(openGraph?.images).toEqual([
      expect.objectContaining({ width: 1200, height: 630, type: "image/png", url: expect.stringMatching(/\/og\/home\.png\?v=/) }),
    ]);
    expect(twitter).toMatchObject({ card: "summary_large_image" });
  });
});
