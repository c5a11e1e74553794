import { expect, test } from "@playwright/test";
import { testimonials } from "@/content/testimonials";

function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((match) => {
    const parsed: unknown = JSON.parse(match[1]!);
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test.describe("server-rendered SEO", () => {
  test("the home page HTML carries its metadata and structured data without a browser", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(html).toMatch(/<title>[^<]*Ironbark Realty[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000"\/?>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

    const data = jsonLdBlocks(html) as { "@type": string; [key: string]: unknown }[];
    const agent = data.find((d) => d["@type"] === "RealEstateAgent");
    expect(agent).toMatchObject({
      priceRange: "$$",
      address: { postalCode: "2557", addressRegion: "NSW", addressCountry: "AU" },
      aggregateRating: { ratingValue: 4.9, reviewCount: 150 },
      geo: { "@type": "GeoCoordinates" },
    });
    expect(data.find((d) => d["@type"] === "Organization")).toMatchObject({
      contactPoint: { areaServed: "NSW", availableLanguage: "English" },
    });
    const reviews = data.filter((d) => d["@type"] === "Review");
    expect(reviews).toHaveLength(3);
    expect(reviews.map((r) => (r.author as { name: string }).name)).toEqual(testimonials.slice(0, 3).map((t) => t.name));
  });

  test("an unknown path answers 404 with noindex, nofollow", async ({ request, page }) => {
    const response = await request.get("/does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    await page.goto("/does-not-exist");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("robots.txt, sitemap.xml and the web manifest are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain("<loc>http://localhost:3000/privacy</loc>");
    const manifest = await request.get("/manifest.webmanifest");
    expect(await manifest.json()).toMatchObject({ name: "Ironbark Realty", theme_color: "#12332b" });
    const icon = await request.get("/icon.svg");
    expect(icon.status()).toBe(200);
  });

  test("every response carries the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});
