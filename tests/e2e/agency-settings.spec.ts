import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { publicRoutes } from "@/content/public-routes";
import { initialAgency } from "@/content/agency";
import { signInAsAdmin } from "./support/admin";
import type { AppServer } from "./support/app-server";
import { sharedServer } from "./support/shared-servers";

/*
 * The agency's settings, end to end, on an instance of the site other than the suite's server (its phone number changes
 * here, which most other specs read; the instance is shared with specs that never read it, support/shared-servers.ts):
 * a new phone number saved in the admin is in the header, the footer, every tap-to-call link and the structured data of
 * the very next request of every public page, an article included, with no restart.
 */
test.describe.configure({ mode: "serial" });

const oldTel = `tel:+61${initialAgency.phone.replace(/\D/g, "").slice(1)}`;
const newPhone = "(02) 4600 1234";
const newTel = "tel:+61246001234";

let server: AppServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // A shared instance may still be starting (up to 60 s on busy cores) before the sign-in: more than the default 45 s.
  test.setTimeout(120_000);
  server = await sharedServer("seededWithAdmin");
  context = await browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.118" },
  });
  page = await context.newPage();
  await signInAsAdmin(page, server.url);
});

test.afterAll(async () => {
  await context?.close();
});

/** Every public page, and an article (from the sitemap), as a visitor's plain request gets them. */
async function everyPage(): Promise<string[]> {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const article = sitemap.match(/<loc>[^<]*?(\/insights\/[^<]+)<\/loc>/)?.[1];
  expect(article, "the demo posts give the sitemap an article").toBeTruthy();
  return [...publicRoutes.map((route) => route.path), article as string];
}

async function plainHtml(pagePath: string): Promise<string> {
  const response = await fetch(`${server.url}${pagePath}`);
  expect(response.status, pagePath).toBe(200);
  return response.text();
}

test("a new phone number is on the next request of every page: header, footer, tap-to-call links and JSON-LD", async () => {
  test.setTimeout(180_000);
  const paths = await everyPage();
  // Before: every page is served (from memory, after the first render) with the first phone number.
  for (const pagePath of paths) expect(await plainHtml(pagePath), pagePath).toContain(`href="${oldTel}"`);

  await page.goto("/admin/settings/agency");
  const form = page.getByRole("form", { name: "Agency settings" });
  await form.getByLabel("Phone").fill(newPhone);
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
  await expect(form.getByLabel("Phone")).toHaveValue(newPhone);

  for (const pagePath of paths) {
    const html = await plainHtml(pagePath);
    expect(html, pagePath).toContain(`href="${newTel}"`);
    expect(html, pagePath).toContain(newPhone);
    expect(html, pagePath).not.toContain(oldTel);
    expect(html, pagePath).not.toContain(initialAgency.phone);
  }

  const home = await plainHtml("/");
  const structuredData = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((m) => {
    const data: unknown = JSON.parse(m[1] ?? "null");
    return Array.isArray(data) ? data : [data];
  }) as Array<{ "@type"?: string; telephone?: string; contactPoint?: { telephone?: string } }>;
  const agent = structuredData.find((item) => item["@type"] === "RealEstateAgent");
  const organization = structuredData.find((item) => item["@type"] === "Organization");
  expect(agent?.telephone).toBe("+61246001234");
  expect(organization?.telephone).toBe("+61246001234");
  expect(organization?.contactPoint?.telephone).toBe("+61246001234");

  // In the browser: the header's call button and the footer's number.
  const visitor = await context.newPage();
  await visitor.goto("/contact");
  await expect(
    visitor
      .getByRole("banner")
      .getByRole("link", { name: /Contact Us/ })
      .first(),
  ).toHaveAttribute("href", newTel);
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: newPhone })).toHaveAttribute("href", newTel);
  await expect(visitor.getByRole("main").getByRole("link", { name: newPhone })).toHaveAttribute("href", newTel);
  await visitor.close();
});

test("a refused entry names the problem and changes nothing", async () => {
  await page.goto("/admin/settings/agency");
  const form = page.getByRole("form", { name: "Agency settings" });
  await form.getByLabel("Phone").fill("555-1234");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByRole("status")).toContainText("Invalid Australian phone number");
  // What was typed stays, to correct.
  await expect(form.getByLabel("Phone")).toHaveValue("555-1234");
  expect(await plainHtml("/contact")).toContain(`href="${newTel}"`);
  await page.reload();
  await expect(page.getByRole("form", { name: "Agency settings" }).getByLabel("Phone")).toHaveValue(newPhone);
});

test("free text carries the agency's details by reference: articles and FAQ answers follow a change in the settings", async () => {
  test.setTimeout(120_000);
  // The seeded articles write {{phone}}: after the change above it is the new number, as a tap-to-call link.
  for (const slug of ["understanding-settlement-in-nsw", "landlord-guide-routine-inspections"]) {
    const html = await plainHtml(`/insights/${slug}`);
    expect(html, slug).toContain(`<a href="${newTel}">${newPhone}</a>`);
    expect(html, slug).not.toContain("{{");
  }

  // Saturday now closes at 12pm: the FAQ answers that write {{hours}} say so on the next request, structured data too.
  await page.goto("/admin/settings/agency");
  const form = page.getByRole("form", { name: "Agency settings" });
  await form.getByLabel("Saturday Closes").fill("12:00");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
  for (const pagePath of ["/gregory-hills", "/why-choose-ironbark"]) {
    const html = await plainHtml(pagePath);
    expect(html, pagePath).toContain("Monday to Friday 9am–5pm and Saturday 9am–12pm");
    expect(html, pagePath).not.toContain("9am–3pm");
    expect(html, pagePath).not.toContain("{{hours}}");
    const faqData = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
      .map((m) => m[1] ?? "")
      .find((json) => json.includes('"FAQPage"'));
    expect(faqData, pagePath).toContain("Saturday 9am–12pm");
  }
});

test("the admin warns where free text states a phone number or hours that differ from the settings, and refuses an unknown placeholder", async () => {
  test.setTimeout(120_000);
  await page.goto("/admin/content/faqs/gregory-hills");
  const warning = page.getByRole("region", { name: "Details that differ from the settings" });
  // The seeded answers use {{hours}}: nothing to warn about.
  await expect(page.getByRole("heading", { name: /FAQs: Gregory Hills/ })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(page.getByText("{{phone}}").first()).toBeVisible();

  const form = page.getByRole("form", { name: "FAQs of Gregory Hills" });
  const answer = form.getByLabel("Answer").first();
  await answer.fill("Call the office on {{fone}} to book a time.");
  await form.getByRole("button", { name: "Save FAQs" }).click();
  const status = form.locator("#content-form-status");
  await expect(status).toContainText("Unknown placeholder {{fone}}");

  await answer.fill(`Call the office on ${initialAgency.phone}. We are open Saturday from 9am to 3pm.`);
  await form.getByRole("button", { name: "Save FAQs" }).click();
  await expect(status).toContainText("Saved");
  await page.reload();
  await expect(warning).toContainText(initialAgency.phone);
  await expect(warning).toContainText(newPhone);
  await expect(warning).toContainText("3pm");
  await expect(warning).toContainText("{{hours}}");

  await page.goto("/admin/content/faqs");
  await expect(page.getByRole("listitem").filter({ hasText: "Gregory Hills" }).first()).toContainText(
    "1 answer states details that differ from the settings",
  );

  // The post editor warns the same way about a saved article.
  const created = await page.request.post("/api/admin/posts", {
    data: {
      title: "Old number in the text",
      slug: `old-number-${Date.now()}`,
      excerpt: "An article that states the number itself.",
      content: `<p>Call us on ${initialAgency.phone} any weekday.</p>`,
      category: "Local Living",
      authorSlug: "daniel-whitford",
      readTime: "1 min read",
      isPublished: false,
      scheduledDate: "",
    },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  await page.goto(`/admin/blog/${post.id}/edit`);
  await expect(warning).toContainText(`States the phone number ${initialAgency.phone}`);
});

/** Clicks Save settings and waits for the server action's answer (a POST to the settings page). */
async function saveAndWaitForTheServer(form: Locator) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/settings/agency")),
    form.getByRole("button", { name: "Save settings" }).click(),
  ]);
}

test("the scholar's video: a YouTube address saved in the settings puts its player on /mission, and the copy follows", async () => {
  const mission = "/mission";
  expect(await plainHtml(mission)).toContain("Video coming soon");

  await page.goto("/admin/settings/agency");
  const form = page.getByRole("form", { name: "Agency settings" });
  // Another site's address is refused and changes nothing.
  await form.getByLabel("Scholar video").fill("https://vimeo.com/123456789");
  await form.getByRole("button", { name: "Save settings" }).click();
  await expect(form.getByRole("status")).toContainText("Scholar video must be a YouTube address");
  const refused = await plainHtml(mission);
  expect(refused).toContain("Video coming soon");
  // The button as rendered (the page's data names the player's label whether or not there is a video to play).
  expect(refused).not.toContain('aria-label="Play video: Meet Our Scholar"');
  expect(refused).not.toContain("vimeo.com");

  await form.getByLabel("Scholar video").fill("https://youtu.be/M7lc1UVf-VE");
  await saveAndWaitForTheServer(form);
  await expect(form.getByRole("status")).toContainText("Saved.");

  const visitor = await context.newPage();
  await visitor.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
  );
  await visitor.goto(mission);
  const video = visitor.getByRole("region", { name: "Meet Our Scholar" });
  await expect(video).toContainText("talks about what the scholarship means to him");
  await expect(video.getByText("Video coming soon")).toHaveCount(0);
  await video.getByRole("button", { name: "Play video: Meet Our Scholar" }).click();
  await expect(video.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0");
  await visitor.close();

  // Emptied again: back to the poster that says the video is coming.
  await form.getByLabel("Scholar video").fill("");
  // The status still says "Saved." from the save before: wait for this save's answer, not for the words.
  await saveAndWaitForTheServer(form);
  await expect(form.getByRole("status")).toContainText("Saved.");
  const html = await plainHtml(mission);
  expect(html).toContain("Video coming soon");
  expect(html).not.toContain("talks about");
});
