import { expect, test } from "@playwright/test";
import { closingCta } from "@/content/home";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { expectMonogramsClearOfNames, expectPositionPlaceholderFits } from "./support/team-page-checks";
import {
  boxOf,
  contentCoveredWhileScrolling,
  contentUnderFloatingControls,
  floatingControls,
  intersects,
  scrollToY,
} from "./support/geometry";

// Issue 18, "What a visitor notices", on the audit's 1440 × 900 desktop screen (the desktop project's viewport).

test.describe("floating controls on a desktop", () => {
  test("past 800px the three controls stand apart, in the side gutters", async ({ page }) => {
    await page.goto("/selling");
    await scrollToY(page, 900);
    const { chat, appraisal, backToTop } = floatingControls(page);
    await expect(appraisal).toBeVisible();
    await expect(backToTop).toBeVisible();
    const boxes = [await boxOf(chat), await boxOf(appraisal), await boxOf(backToTop)];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i]!, boxes[j]!), `controls ${i} and ${j} overlap`).toBe(false);
    }
    // The page's content (as wide as the breadcrumb trail, a block in the container) runs from x 120 to 1320; the controls stay outside it.
    const content = await boxOf(page.getByRole("navigation", { name: "Breadcrumb" }));
    expect(content.width).toBeGreaterThan(1000);
    for (const box of boxes) {
      const outside = box.x + box.width <= content.x + 1 || box.x >= content.x + content.width - 1;
      expect(outside, `control at x ${Math.round(box.x)}–${Math.round(box.x + box.width)} is over the content`).toBe(true);
    }
  });

  for (const path of ["/contact", "/selling", "/mission", `/insights/${seedPosts[0]!.slug}`]) {
    test(`on ${path} nothing floating sits on text, a field or a button, from load to the end of the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(floatingControls(page).chat).toBeVisible();
      expect(await contentUnderFloatingControls(page)).toEqual([]);
      expect(await contentCoveredWhileScrolling(page, 300)).toEqual([]);
    });
  }
});

test("no empty band under the footer: its last line ends within 64px of the page's end", async ({ page }) => {
  await page.goto("/contact");
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const footer = await boxOf(page.getByRole("contentinfo"));
  const { scrollHeight, scrollY } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollY: window.scrollY,
  }));
  // The footer ends the document...
  expect(Math.abs(scrollY + footer.y + footer.height - scrollHeight)).toBeLessThanOrEqual(2);
  // ...and its last line (legal name, ABN, licence) ends near it, not 144px above it (the audit's measurement).
  const lastLine = await boxOf(page.getByRole("contentinfo").getByText(/ABN/));
  expect(footer.y + footer.height - (lastLine.y + lastLine.height)).toBeLessThanOrEqual(64);
});

test("/selling: the appraisal form's first field and its 'Find Out More' button are in the first screen", async ({ page }) => {
  await page.goto("/selling");
  const form = page.getByRole("form", { name: "Free property price update" });
  const firstField = await boxOf(form.getByRole("textbox", { name: "Full Name" }));
  const submit = await boxOf(form.getByRole("button", { name: "Find Out More" }));
  expect(firstField.y + firstField.height).toBeLessThan(900);
  expect(submit.y + submit.height).toBeLessThan(900);
  // Beside the heading, not 273px below it.
  const heading = await boxOf(page.getByRole("heading", { level: 1 }));
  const card = await boxOf(page.locator("#appraisal"));
  expect(card.y).toBeLessThanOrEqual(heading.y);
  expect(card.x).toBeGreaterThanOrEqual(heading.x + heading.width - 1);
});

test("home: the three stat values start on one line", async ({ page }) => {
  await page.goto("/");
  const values = page.getByRole("region", { name: "Our results" }).locator("dd");
  await expect(values).toHaveCount(3);
  const tops = await Promise.all([0, 1, 2].map(async (i) => (await boxOf(values.nth(i))).y));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
});

test("home: the closing call-to-action card is filled across, its buttons at the right, not under the text", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: closingCta.title });
  await section.scrollIntoViewIfNeeded();
  const card = await boxOf(section.locator(":scope > div > div"));
  const heading = await boxOf(section.getByRole("heading", { level: 2 }));
  const buttons = await Promise.all([0, 1].map((i) => boxOf(section.getByRole("link").nth(i))));
  const right = Math.max(...buttons.map((b) => b.x + b.width));
  // The content spans more than 80% of the card (it used to stop at ~55%)...
  expect((right - heading.x) / card.width).toBeGreaterThan(0.8);
  // ...the buttons end at the card's right padding (56px)...
  expect(card.x + card.width - right).toBeLessThanOrEqual(64);
  // ...and sit beside the heading, not below the text.
  for (const button of buttons) expect(button.x).toBeGreaterThan(heading.x + heading.width - 1);
});

for (const path of ["/leppington", "/gledswood-hills"]) {
  test(`${path}: the call-to-action card keeps its distance from the market band above it`, async ({ page }) => {
    await page.goto(path);
    const band = await boxOf(page.locator('section[aria-labelledby="market-heading"]'));
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    const card = await boxOf(cta.locator(":scope > div > div"));
    // The audit measured 16px; a section's distance is at least 48px (96px here).
    expect(card.y - (band.y + band.height)).toBeGreaterThanOrEqual(48);
  });
}

test("/team: the careers form's Position placeholder fits its field", ({ page }) => expectPositionPlaceholderFits(page));

test("/team: no portrait's monogram runs into the name and role laid over it", ({ page }) => expectMonogramsClearOfNames(page));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/rental: the targeted audience tab looks selected, and its panel lands below the fixed header", async ({ page }) => {
    await page.goto("/rental");
    const main = page.getByRole("main");
    const landlordsTab = main.getByRole("link", { name: "For Landlords", exact: true });
    const tenantsTab = main.getByRole("link", { name: "For Tenants", exact: true });
    const background = (tab: typeof landlordsTab) => tab.evaluate((el) => getComputedStyle(el).backgroundColor);
    const selected = await background(landlordsTab);
    const idle = await background(tenantsTab);
    expect(selected).not.toBe(idle);

    await tenantsTab.click();
    await expect(page).toHaveURL(/\/rental#audience-tenants$/);
    const panel = main.getByRole("region", { name: "For Tenants" });
    await expect(panel).toBeVisible();
    // The selected look moves to 'For Tenants'.
    await expect.poll(() => background(tenantsTab)).toBe(selected);
    await expect.poll(() => background(landlordsTab)).toBe(idle);

    // Neither the panel nor the tab strip is under the fixed ticker and header.
    const header = await boxOf(page.getByRole("banner"));
    const headerBottom = header.y + header.height;
    expect((await boxOf(panel)).y).toBeGreaterThanOrEqual(headerBottom);
    expect((await boxOf(main.getByRole("navigation", { name: "Services for" }))).y).toBeGreaterThanOrEqual(headerBottom - 1);

    // And back: 'For Landlords' is selected again.
    await landlordsTab.click();
    await expect(page).toHaveURL(/\/rental#audience-landlords$/);
    await expect.poll(() => background(landlordsTab)).toBe(selected);
    await expect.poll(() => background(tenantsTab)).toBe(idle);
  });
});
