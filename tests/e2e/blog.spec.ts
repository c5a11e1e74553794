import { expect, test } from "@playwright/test";
import { seedPosts } from "@/server/db/seed-data/blog-posts";

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed: unknown = JSON.parse(match[1] ?? "null");
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, unknown>>;
  });
}

const [newest] = [...seedPosts].sort((a, b) => a.daysAgo - b.daysAgo);

test.describe("public blog", () => {
  test("/insights lists every seeded post, newest first, in a grid", async ({ page }) => {
    const response = await page.goto("/insights");
    expect(response?.status()).toBe(200);
    const articles = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await expect(articles).toHaveCount(seedPosts.length);
    await expect(articles.first().getByRole("heading")).toHaveText(newest!.title);
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
  });

  test("the newsletter sign-up's privacy notice says what the address is for, not 'your enquiry'", async ({ page }) => {
    await page.goto("/insights");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await expect(form).toContainText("collects your e-mail address to send you its newsletter, which you can leave at any time");
    await expect(form).not.toContainText("enquiry");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("the search box filters as you type, and says when nothing matches", async ({ page }) => {
    await page.goto("/insights");
    const search = page.getByLabel("Search articles");
    const articles = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await expect(articles).toHaveCount(seedPosts.length);

    const byCategory = seedPosts.filter((p) => `${p.title} ${p.excerpt} ${p.category}`.toLowerCase().includes("settlement"));
    await search.fill("settlement");
    await expect(articles).toHaveCount(byCategory.length);

    await search.fill("Property Management");
    await expect(articles.first()).toContainText("Property Management");

    await search.fill("zzzz no such article");
    await expect(page.getByText("No blog posts found.")).toBeVisible();
    await search.fill("");
    await expect(articles).toHaveCount(seedPosts.length);
  });

  test("an article renders its sanitised content, byline and Article JSON-LD", async ({ page, request }) => {
    const post = seedPosts[0]!;
    const response = await page.goto(`/insights/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(post.readTime).first()).toBeVisible();
    await expect(page.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Insights" })).toHaveAttribute("href", "/insights");

    const html = await (await request.get(`/insights/${post.slug}`)).text();
    const article = jsonLdBlocks(html).find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({ headline: post.title, author: { "@type": "Person" } });
    expect(article?.datePublished).toBeTruthy();
    if (post.metaTitle) expect(html).toContain(`<title>${post.metaTitle.replace(/&/g, "&amp;")}`);
  });

  test("a seeded article's dateModified is its own date, not the moment the server first started", async ({ request }) => {
    // The last seeded post: no spec edits it on the suite's server (issue 27, item 20).
    const post = seedPosts.at(-1)!;
    const html = await (await request.get(`/insights/${post.slug}`)).text();
    const article = jsonLdBlocks(html).find((d) => d["@type"] === "Article");
    expect(article?.datePublished).toBeTruthy();
    expect(article?.dateModified).toBe(article?.datePublished);
  });

  test("an unknown slug answers 404 with 'Blog Post Not Found' and a way back", async ({ page }) => {
    const response = await page.goto("/insights/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
  });

  test("/rss.xml is an RSS 2.0 feed of the posts", async ({ page, request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    // Parse it as XML in the browser: a malformed feed yields a <parsererror>.
    await page.goto("/");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        version: doc.documentElement.getAttribute("version"),
        items: [...doc.querySelectorAll("channel > item > title")].map((t) => t.textContent),
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.version).toBe("2.0");
    expect(parsed.items).toHaveLength(seedPosts.length);
    expect(parsed.items[0]).toBe(newest!.title);
  });

  test("the sitemap lists the blog", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("/insights</loc>");
    expect(xml).toContain(`/insights/${seedPosts[0]!.slug}</loc>`);
  });
});
