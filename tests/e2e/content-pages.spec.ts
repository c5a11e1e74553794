import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import * as cheerio from "cheerio";
import { signInAsAdmin } from "./support/admin";

/*
 * The blog's pages are kept in memory by the production server and rendered again, before anyone asks, when the blog
 * changes on any instance or a scheduled post falls due (scripts/content-pages.ts). A page answered from memory
 * carries X-Rendered-At; nothing stale is ever answered, and none of it needs a rebuild.
 */

let origin = "";
test.beforeAll(({}, info) => {
  origin = String(info.project.use.baseURL);
});

/** A visitor's plain request: no cookies, no client-navigation headers. */
async function visit(path: string) {
  const response = await fetch(origin + path, { headers: { "x-forwarded-for": "198.51.100.61" } });
  return { status: response.status, headers: response.headers, text: await response.text(), requestedAt: Date.now() };
}

/** Waits until the server answers `path` from memory with `text` in it (rendered in the background, not on request). */
async function servedFromMemory(path: string, text: string) {
  await expect
    .poll(
      async () => {
        const page = await visit(path);
        return page.headers.has("x-rendered-at") && page.text.includes(text);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

function postFields(slug: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    slug,
    excerpt: `An excerpt for ${title}.`,
    content: `<p>The body of ${title}.</p>`,
    category: "Market Update",
    authorSlug: "daniel-whitford",
    readTime: "2 min read",
    isPublished: true,
    scheduledDate: "",
    ...overrides,
  };
}

async function createPost(request: APIRequestContext, fields: ReturnType<typeof postFields>) {
  const response = await request.post("/api/admin/posts", { data: fields });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { post: { id: string } }).post.id;
}

test("after an admin edit the very next plain request shows the new text; after a delete the article is gone everywhere", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const slug = `cached-article-${Date.now()}`;
  const id = await createPost(page.request, postFields(slug, "Wattle Grove clearance rates"));
  const path = `/insights/${slug}`;
  // Both pages are in memory with the first text before the edit.
  await servedFromMemory(path, "Wattle Grove clearance rates");
  await servedFromMemory("/insights", "Wattle Grove clearance rates");

  const edited = await page.request.put(`/api/admin/posts/${id}`, { data: postFields(slug, "Wattle Grove auction results") });
  expect(edited.status()).toBe(200);
  const [article, listing] = await Promise.all([visit(path), visit("/insights")]);
  expect(article.text).toContain("Wattle Grove auction results");
  expect(article.text).not.toContain("Wattle Grove clearance rates");
  expect(listing.text).toContain("Wattle Grove auction results");
  expect(listing.text).not.toContain("Wattle Grove clearance rates");
  // Answered by Next or from memory, a public page never says no-store (that would keep it out of the back-forward cache).
  for (const answer of [article, listing]) {
    expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  }
  // And the new version is soon in memory again.
  await servedFromMemory(path, "Wattle Grove auction results");

  expect((await page.request.delete(`/api/admin/posts/${id}`)).status()).toBe(204);
  const [gone, list, sitemap, feed] = await Promise.all([visit(path), visit("/insights"), visit("/sitemap.xml"), visit("/rss.xml")]);
  expect(gone.status).toBe(404);
  expect(gone.text).toContain("Blog Post Not Found");
  for (const page of [list, sitemap, feed]) {
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(slug);
  }
});

test("a post scheduled a few seconds ahead is rendered into the listing, the sitemap and the feed before anyone asks", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const slug = `scheduled-soon-${Date.now()}`;
  const dueAt = Date.now() + 6_000;
  const id = await createPost(
    page.request,
    postFields(slug, "Oran Park spring auctions", { scheduledDate: new Date(dueAt).toISOString() }),
  );
  try {
    // Not there before its time (the article is not a page in memory: Next answers it).
    expect((await visit(`/insights/${slug}`)).status).toBe(404);
    // Wait for its time by asking for the article only, never the pages under test.
    await expect.poll(async () => (await visit(`/insights/${slug}`)).status, { timeout: 30_000, intervals: [500] }).toBe(200);
    // The background render needs about a second after the due time; then each page's first request is answered
    // from memory, rendered after the post fell due and before it was asked for.
    await expect
      .poll(async () => Number(new Date((await visit(`/insights/${slug}`)).headers.get("x-rendered-at") ?? 0)), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(dueAt);
    for (const path of ["/insights", "/sitemap.xml", "/rss.xml"]) {
      // A site change renders the most visited pages first, two at a time (scripts/content-pages.ts): on a busy
      // machine a page may still be in that queue, and Next answers it meanwhile, without X-Rendered-At.
      await servedFromMemory(path, slug);
      const answer = await visit(path);
      expect(answer.text, path).toContain(slug);
      const renderedAt = Number(new Date(answer.headers.get("x-rendered-at") ?? 0));
      expect(renderedAt, `${path} rendered after the due time`).toBeGreaterThanOrEqual(dueAt);
      expect(renderedAt, `${path} rendered before it was asked for`).toBeLessThanOrEqual(answer.requestedAt);
    }
  } finally {
    await page.request.delete(`/api/admin/posts/${id}`);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/insights shows every published article", async ({ page }) => {
    const feed = cheerio.load((await visit("/rss.xml")).text, { xml: true });
    const titles = feed("item > title")
      .map((_, element) => feed(element).text())
      .get();
    expect(titles.length).toBeGreaterThanOrEqual(9);
    await page.goto("/insights");
    const articles = page.getByRole("list", { name: "Articles" });
    await expect(articles).toBeVisible();
    // Every article of the feed read just before (others' tests may have added some since).
    for (const title of titles) await expect(articles.getByRole("heading", { name: title, exact: true }), title).toBeVisible();
  });
});

/** Collects Content-Security-Policy violations reported in the page. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

for (const path of ["/insights", "/insights/gregory-hills-market-update-spring-2026"]) {
  test(`${path} from memory carries a CSP with hashes, no 'unsafe-inline' script, and hydrates with no violation`, async ({ page }) => {
    await watchViolations(page);
    // Other tests write posts meanwhile, and a page is answered by Next until it is rendered again: load it until
    // it comes from memory.
    let response: Awaited<ReturnType<Page["goto"]>> = null;
    await expect(async () => {
      response = await page.goto(path);
      expect(response?.headers()["x-rendered-at"]).toBeTruthy();
    }).toPass({ timeout: 20_000 });
    response = response as Awaited<ReturnType<Page["goto"]>>;
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    // The HTML was rendered once, for everyone: no nonce in it.
    expect(await response?.text()).not.toContain("nonce=");
    // Hydrated: the live search filters the list.
    await page
      .getByLabel("Search articles")
      .or(page.getByRole("link", { name: "Back to Insights" }))
      .first()
      .waitFor();
    if (path === "/insights") {
      await page.getByLabel("Search articles").fill("zzzz-no-such-article");
      await expect(page.getByText("No blog posts found.")).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
}

test("a missing article: 404, its own title, a breadcrumb, its text in the HTML, under a dark band the header reads on", async ({
  page,
}) => {
  const raw = await visit("/insights/no-such-article-here");
  expect(raw.status).toBe(404);
  const $ = cheerio.load(raw.text);
  expect($("title").text()).toBe("Blog Post Not Found | Ironbark Realty");
  expect(
    $('meta[name="robots"]')
      .map((_, element) => $(element).attr("content"))
      .get(),
  ).toEqual(["noindex, nofollow"]);
  expect($("h1").text()).toBe("Blog Post Not Found");
  expect($('nav[aria-label="Breadcrumb"]').text()).toContain("Insights");
  expect($('a[href="/insights"]').text()).toContain("Back to Insights");

  await page.goto("/insights/no-such-article-here");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Insights" })).toBeVisible();
  // The header's light text sits on the page's dark band (as on an article), not on the light page background.
  const band = page.locator("main div.bg-ink").first();
  const header = await page.locator("header").first().boundingBox();
  const bandBox = await band.boundingBox();
  expect(bandBox!.y).toBeLessThanOrEqual(header!.y);
  expect(bandBox!.y + bandBox!.height).toBeGreaterThan(header!.y + header!.height);
  const background = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(80);
});

test("a query string the page ignores is answered from memory: the same page, the same render as without it", async () => {
  for (const path of ["/", "/insights", "/contact"]) {
    // Others' tests write meanwhile, and a page changed by them is answered by Next until it is rendered again.
    await expect(async () => {
      const [withQuery, plain] = await Promise.all([visit(`${path}?x=${Date.now()}&utm_source=newsletter`), visit(path)]);
      expect(withQuery.status, path).toBe(200);
      expect(withQuery.headers.get("x-rendered-at"), path).toBeTruthy();
      expect(withQuery.headers.get("x-rendered-at"), path).toBe(plain.headers.get("x-rendered-at"));
      expect(withQuery.text, path).toBe(plain.text);
    }).toPass({ timeout: 20_000 });
  }
});

test("Back may restore a public page from the browser's back-forward cache: nothing on it asks Chrome not to", async ({ page }) => {
  // `no-store` kept every page out of the back-forward cache (issue 27, item 9), so Back loaded it again. Playwright's
  // Chromium runs with that cache switched off, so the test reads Chrome's own list of reasons a page was not restored
  // and checks that none of them is the page's doing.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  const reasons = new Promise<string[]>((resolve) =>
    cdp.on("Page.backForwardCacheNotUsed", (event) => resolve(event.notRestoredExplanations.map((e) => e.reason))),
  );
  await expect(async () => expect((await visit("/selling")).headers.get("x-rendered-at")).toBeTruthy()).toPass({ timeout: 20_000 });
  await page.goto("/selling", { waitUntil: "networkidle" });
  await page.goto("/insights");
  await page.goBack({ waitUntil: "load" });
  const notRestored = await reasons;
  expect(notRestored).toContain("BackForwardCacheDisabledByCommandLine");
  expect(notRestored.filter((reason) => /NoStore/.test(reason))).toEqual([]);
});

test("a public page sends a validator (ETag, 304) and a Cache-Control a CDN can keep for anonymous visitors, never for staff", async ({
  page,
}) => {
  for (const path of ["/", "/insights"]) {
    await expect(async () => {
      const first = await visit(path);
      expect(first.headers.get("x-rendered-at"), path).toBeTruthy();
      expect(first.headers.get("cache-control"), path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const revalidated = await fetch(origin + path, { headers: { "if-none-match": etag!, "x-forwarded-for": "198.51.100.61" } });
      expect(revalidated.status, path).toBe(304);
      expect(revalidated.headers.get("etag"), path).toBe(etag);
      expect(revalidated.headers.get("cache-control"), path).toBe(first.headers.get("cache-control"));
      expect(await revalidated.text(), path).toBe("");
    }).toPass({ timeout: 20_000 });
  }

  await signInAsAdmin(page);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const signedIn = await fetch(`${origin}/`, { headers: { cookie } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get("cache-control")).toMatch(/^private/);
  const admin = await fetch(`${origin}/admin/blog`, { headers: { cookie }, redirect: "manual" });
  expect(admin.status).toBe(200);
  expect(admin.headers.get("cache-control")).toMatch(/private/);
  expect(admin.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
});
