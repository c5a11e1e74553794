import { expect, test, type Locator, type Page } from "@playwright/test";
import { site } from "@/content/site";
import { suburbComparison } from "@/content/suburbs/comparison";
import { comparisonFeatureKeys, suburbGuides, type FullSuburbGuide, type ShortSuburbGuide, type SuburbGuide } from "@/content/suburbs";

/** Every JSON-LD item in the server HTML. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((s) => {
      const data: unknown = JSON.parse(s.textContent ?? "null");
      return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
    }),
  );
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await jsonLd(page)).map((item) => String(item["@type"]));
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  const list = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
  const items = (list?.itemListElement ?? []) as Array<{ name: string }>;
  return items.map((item) => item.name);
}

async function expectLink(scope: Locator, name: string, href: string) {
  await expect(scope.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
}

/** The FAQ accordion's questions are the <summary> texts; six of them, with FAQPage data for the same six. */
async function expectSixFaqs(page: Page, faqs: readonly { question: string }[]) {
  const main = page.getByRole("main");
  expect(faqs).toHaveLength(6);
  for (const faq of faqs) await expect(main.getByText(faq.question, { exact: true })).toBeVisible();
  const faqPage = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage");
  expect((faqPage?.mainEntity as Array<{ name: string }>).map((q) => q.name)).toEqual(faqs.map((faq) => faq.question));
}

const full = suburbGuides.filter((guide): guide is FullSuburbGuide => guide.variant === "full");
const short = suburbGuides.filter((guide): guide is ShortSuburbGuide => guide.variant === "short");

test.describe("suburb landing pages", () => {
  async function expectHeroAndTiles(page: Page, guide: SuburbGuide) {
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Real Estate in ${guide.name}`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expectLink(breadcrumb, "Home", "/");
    await expect(breadcrumb.getByText(guide.name, { exact: true })).toHaveAttribute("aria-current", "page");
    expect(await breadcrumbNames(page)).toEqual(["Home", guide.name]);

    const hero = main.locator("section").first();
    await expectLink(hero, "Get Free Price Update", "/selling");
    await expectLink(hero, "Explore Buying", "/buying");
    await expect(hero.getByRole("img", { name: guide.imageAlt })).toBeVisible();

    expect(guide.features).toHaveLength(6);
    for (const tile of guide.features) await expect(main.getByRole("heading", { name: tile.title, level: 3 })).toBeVisible();
  }

  for (const guide of full) {
    test(`${guide.name}: hero, six tiles, market text, six FAQs, buy and sell cards and call to action`, async ({ page }) => {
      const response = await page.goto(`/${guide.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${guide.seo.title} | ${site.name}`);
      await expectHeroAndTiles(page, guide);
      const main = page.getByRole("main");

      await expect(main.getByRole("heading", { name: guide.market.title, level: 2 })).toBeVisible();
      await expectSixFaqs(page, guide.faqs);
      expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));

      await expect(main.getByRole("link", { name: new RegExp(guide.cards.buying.title) })).toHaveAttribute("href", `/${guide.slug}/buying`);
      await expect(main.getByRole("link", { name: new RegExp(guide.cards.selling.title) })).toHaveAttribute(
        "href",
        `/${guide.slug}/selling`,
      );

      const cta = main.locator("section").last();
      await expect(cta.getByRole("heading", { name: guide.cta.title })).toBeVisible();
      await expectLink(cta, guide.cta.primary.label, "/contact");
      await expectLink(cta, guide.cta.secondary.label, guide.cta.secondary.href);

      const whatsOn = main.getByRole("heading", { name: `What's On in ${guide.name}` });
      if (guide.showEvents) await expect(whatsOn).toBeVisible();
      else await expect(whatsOn).toHaveCount(0);
    });
  }

  test("the calls to action follow the spec: Gregory Hills to /contact and /selling, Oran Park to /contact and 'Browse Properties' (its homes for sale)", async ({
    page,
  }) => {
    await page.goto("/gregory-hills");
    let cta = page.getByRole("main").locator("section").last();
    await expectLink(cta, "Contact Us", "/contact");
    await expect(cta.getByRole("link").nth(1)).toHaveAttribute("href", "/selling");

    await page.goto("/oran-park");
    cta = page.getByRole("main").locator("section").last();
    await expectLink(cta, "Contact Us", "/contact");
    // Browse Properties opens the listing search for the suburb (issue 30: every "Browse Properties" button leads there).
    await expectLink(cta, "Browse Properties", "/buy?location=oran-park");
  });

  for (const guide of short) {
    test(`${guide.name}: hero, six tiles, three market cards and a call to action, without FAQs`, async ({ page }) => {
      const response = await page.goto(`/${guide.slug}`);
      expect(response?.status()).toBe(200);
      await expectHeroAndTiles(page, guide);
      const main = page.getByRole("main");

      expect(guide.marketCards).toHaveLength(3);
      for (const card of guide.marketCards) {
        await expect(main.getByRole("heading", { name: card.title, level: 3 })).toBeVisible();
        await expect(main.getByText(card.value, { exact: true })).toBeVisible();
      }
      const cta = main.locator("section").last();
      await expectLink(cta, guide.cta.primary.label, "/contact");
      await expectLink(cta, guide.cta.secondary.label, "/selling");

      expect(await jsonLdTypes(page)).not.toContain("FAQPage");
      await expect(main.locator("details")).toHaveCount(0);
      await expect(main.getByRole("heading", { name: /questions|FAQ/i })).toHaveCount(0);
      await expect(main.getByRole("link", { name: /Read the guide/ })).toHaveCount(0);
    });

    for (const sub of ["buying", "selling"]) {
      test(`${guide.name} has no /${sub} page (404)`, async ({ page }) => {
        const response = await page.goto(`/${guide.slug}/${sub}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByText("Oops! Page not found")).toBeVisible();
      });
    }
  }

  test("no other path under a suburb exists", async ({ page }) => {
    for (const path of ["/gregory-hills/renting", "/oran-park/buying/extra", "/camden"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});

test.describe("suburb buying and selling pages", () => {
  for (const guide of full) {
    test(`/${guide.slug}/buying: 400px hero, three reasons, four steps, market text, six FAQs, call to action`, async ({ page }) => {
      const response = await page.goto(`/${guide.slug}/buying`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      const buying = guide.buying;

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(buying.hero.title);
      const hero = page.getByTestId("sub-page-hero");
      expect(Math.round((await hero.boundingBox())?.height ?? 0)).toBe(400);
      expect(await breadcrumbNames(page)).toEqual(["Home", guide.name, "Buying"]);
      await expectLink(page.getByRole("navigation", { name: "Breadcrumb" }), guide.name, `/${guide.slug}`);

      for (const point of buying.whyBuy) await expect(main.getByRole("heading", { name: point.title, level: 3 })).toBeVisible();
      const journey = main.getByRole("list").filter({ has: page.getByRole("heading", { name: buying.steps[0].title }) });
      await expect(journey.getByRole("listitem")).toHaveCount(4);
      for (const [index, step] of buying.steps.entries()) {
        await expect(journey.getByRole("listitem").nth(index)).toContainText(step.title);
      }
      await expect(main.getByRole("heading", { name: buying.market.title, level: 2 })).toBeVisible();
      await expectSixFaqs(page, buying.faqs);

      const cta = main.locator("section").last();
      await expectLink(cta, buying.cta.primary.label, "/contact");
      await expectLink(cta, buying.cta.secondary.label, `/${guide.slug}`);
    });

    test(`/${guide.slug}/selling: 400px hero, six benefits, market text, six FAQs, call to action`, async ({ page }) => {
      const response = await page.goto(`/${guide.slug}/selling`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      const selling = guide.selling;

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(selling.hero.title);
      expect(Math.round((await page.getByTestId("sub-page-hero").boundingBox())?.height ?? 0)).toBe(400);
      expect(await breadcrumbNames(page)).toEqual(["Home", guide.name, "Selling"]);

      expect(selling.benefits).toHaveLength(6);
      for (const benefit of selling.benefits) await expect(main.getByRole("heading", { name: benefit.title, level: 3 })).toBeVisible();
      await expect(main.getByRole("heading", { name: selling.market.title, level: 2 })).toBeVisible();
      await expectSixFaqs(page, selling.faqs);

      const cta = main.locator("section").last();
      await expectLink(cta, selling.cta.primary.label, "/selling");
      await expectLink(cta, selling.cta.secondary.label, "/contact");
    });
  }
});

test.describe("suburb comparison", () => {
  test("shows both suburbs side by side with ratings screen readers can read", async ({ page }) => {
    const response = await page.goto("/suburb-comparison");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(suburbComparison.hero.title);
    expect(await breadcrumbNames(page)).toEqual(["Home", "Suburb Comparison"]);

    for (const suburb of suburbComparison.suburbs) {
      const card = main.getByRole("article", { name: suburb.name });
      await expect(card.getByRole("heading", { name: suburb.name, level: 2 })).toBeVisible();
      await expect(card).toContainText(suburb.postcode);
      await expect(card.getByRole("img", { name: suburb.imageAlt })).toBeAttached();
      for (const pro of suburb.pros) await expect(card.getByText(pro, { exact: true })).toBeVisible();
      for (const con of suburb.cons) await expect(card.getByText(con, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: new RegExp(suburb.name) })).toHaveAttribute("href", suburb.url);
    }

    const table = main.getByRole("table");
    await expect(table.getByRole("columnheader", { name: suburbComparison.suburbs[0].name })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: suburbComparison.suburbs[1].name })).toBeVisible();
    for (const key of comparisonFeatureKeys) {
      const label = suburbComparison.suburbs[0].features[key].label;
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
      for (const [index, suburb] of suburbComparison.suburbs.entries()) {
        const feature = suburb.features[key];
        const cell = row.getByRole("cell").nth(index);
        await expect(cell).toContainText(`Rated ${feature.rating} out of 5`);
        await expect(cell).toContainText(feature.description);
      }
    }
    // The stars themselves are hidden from assistive technology; the sentence carries the rating.
    await expect(main.getByText(/^Rated [1-5] out of 5$/)).toHaveCount(comparisonFeatureKeys.length * 2);

    await expect(main.getByRole("heading", { name: suburbComparison.whichIsRight.title, level: 2 })).toBeVisible();
    const cta = main.locator("section").last();
    await expectLink(cta, suburbComparison.cta.primary.label, "/contact");
    await expectLink(cta, suburbComparison.cta.secondary.label, "/suburb-reports");
  });
});

test.describe("suburb reports", () => {
  test("is 'Coming Soon' with cards to the eight suburb guides, the insights and contact", async ({ page }) => {
    const response = await page.goto("/suburb-reports");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suburb Growth Reports");
    await expect(main.getByText("Coming Soon", { exact: true })).toBeVisible();
    expect(await breadcrumbNames(page)).toEqual(["Home", "Suburb Growth Reports"]);

    const hrefs = await main.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const path of [
      "/gregory-hills",
      "/gregory-hills/buying",
      "/gregory-hills/selling",
      "/oran-park",
      "/oran-park/buying",
      "/oran-park/selling",
      "/gledswood-hills",
      "/leppington",
      "/insights",
      "/contact",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    // A guide's card speaks to visitors (the guide's own introduction), not to search engines (its meta description).
    const gregoryHillsGuide = suburbGuides.find((guide) => guide.slug === "gregory-hills")!;
    const gregoryHills = main.getByRole("link", { name: /Gregory Hills suburb guide/ });
    await expect(gregoryHills).toContainText(gregoryHillsGuide.hero.intro);
    await expect(gregoryHills).not.toContainText(gregoryHillsGuide.seo.description);
  });
});
