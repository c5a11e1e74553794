import { expect, test, type APIRequestContext } from "@playwright/test";
import * as cheerio from "cheerio";
import { suburbGuides } from "@/content/suburbs";
import { team } from "@/content/team";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { publicPagePaths } from "./support/public-pages";

/*
 * Social previews (issue 18): every public page offers, in its server HTML, a 1200 × 630 PNG made for it as
 * og:image and twitter:image, with its size, type and alt, and a large-image card. Facebook, LinkedIn and X read
 * these tags without running scripts and show no SVG. The pages name the image under SITE_URL
 * (http://localhost:3000 here, playwright.config.ts); the test fetches the same path from the server under test.
 */

const siteOrigin = "http://localhost:3000";
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const article = `/insights/${seedPosts[0]!.slug}`;
// Every route of the sitemap: the public pages (every team profile and suburb page among them; one of each is named
// here so the spec says so) and every seeded article.
const paths = [
  ...new Set([
    ...publicPagePaths,
    ...seedPosts.map((post) => `/insights/${post.slug}`),
    `/team/${team[0]!.slug}`,
    `/${suburbGuides[0]!.slug}`,
  ]),
];

interface SocialTags {
  ogImage: string;
  width: string | undefined;
  height: string | undefined;
  alt: string | undefined;
  type: string | undefined;
  twitterCard: string | undefined;
  twitterImage: string | undefined;
  twitterAlt: string | undefined;
}

async function socialTags(request: APIRequestContext, path: string): Promise<SocialTags> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const $ = cheerio.load(await response.text());
  const property = (name: string) =>
    $(`meta[property="${name}"]`)
      .map((_, meta) => $(meta).attr("content"))
      .get();
  const named = (name: string) => $(`meta[name="${name}"]`).first().attr("content");
  const ogImages = property("og:image");
  // One image, so no crawler picks another one first.
  expect(ogImages, `${path}: og:image`).toHaveLength(1);
  return {
    ogImage: ogImages[0]!,
    width: property("og:image:width")[0],
    height: property("og:image:height")[0],
    alt: property("og:image:alt")[0],
    type: property("og:image:type")[0],
    twitterCard: named("twitter:card"),
    twitterImage: named("twitter:image"),
    twitterAlt: named("twitter:image:alt"),
  };
}

/** The PNG's size from its IHDR chunk, which always comes first. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(pngSignature), "PNG signature").toBe(true);
  expect(body.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

for (const path of paths) {
  test(`${path} offers a 1200 × 630 PNG made for it as its social preview`, async ({ request }) => {
    const tags = await socialTags(request, path);
    expect(tags.width, `${path}: og:image:width`).toBe("1200");
    expect(tags.height, `${path}: og:image:height`).toBe("630");
    expect(tags.type, `${path}: og:image:type`).toBe("image/png");
    expect(tags.alt?.trim().length ?? 0, `${path}: og:image:alt`).toBeGreaterThan(10);
    expect(tags.twitterCard).toBe("summary_large_image");
    expect(tags.twitterImage).toBe(tags.ogImage);
    expect(tags.twitterAlt).toBe(tags.alt);

    const url = new URL(tags.ogImage);
    expect(url.origin).toBe(siteOrigin);
    expect(url.pathname).toMatch(/^\/og\/.+\.png$/);
    const image = await request.get(url.pathname + url.search);
    expect(image.status(), tags.ogImage).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });
}

test("each page's preview is its own, and an article's is cached for a year under its last edit", async ({ request }) => {
  const images = new Map<string, string>();
  for (const path of paths) images.set(path, (await socialTags(request, path)).ogImage);
  expect(new Set(images.values()).size).toBe(images.size);

  const articleImage = new URL(images.get(article)!);
  expect(articleImage.pathname).toMatch(new RegExp(`^/og/insights/${seedPosts[0]!.slug}/[0-9a-z]+-\\d+\\.png$`));
  const response = await request.get(articleImage.pathname);
  expect(response.headers()["cache-control"]).toContain("immutable");
  // A draft or unknown post has no card.
  expect((await request.get("/og/insights/no-such-post/0-1.png")).status()).toBe(404);
  expect((await request.get("/og/no-such-page.png")).status()).toBe(404);
});
