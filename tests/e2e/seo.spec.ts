import { expect, test } from "@playwright/test";
import { testimonials } from "@/content/testimonials";
import { seedPosts } from "@/server/db/seed-data/blog-posts";

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

  test("an unknown path answers 404 with one robots meta, noindex and nofollow", async ({ request, page }) => {
    const response = await request.get("/does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    // The page's own (src/app/(site)/[...missing]/page.tsx): rendered as a page, it gets none from Next.
    expect(html.match(/<meta[^>]*name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);

    await page.goto("/does-not-exist");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the RSS feed is linked from the head of /insights, an article and the home page, beside the canonical", async ({ request }) => {
    for (const path of ["/insights", `/insights/${seedPosts[0]!.slug}`, "/"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="http:\/\/localhost:3000\/rss.xml"\/>/);
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000[/"]/);
    }
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
    for (const path of ["/", "/insights", "/api/health", "/robots.txt", "/no-such-page", "/login"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
      expect(headers["content-security-policy"], path).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'( 'sha256-[A-Za-z0-9+/=]{44}')*;/,
      );
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-powered-by"], path).toBeUndefined();
      // Plain HTTP here: no HSTS…
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    // …but HTTPS reported by the trusted proxy gets it.
    const secure = (await request.get("/", { headers: { "x-forwarded-proto": "https" } })).headers();
    expect(secure["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("/api/health reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});
