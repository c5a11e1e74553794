import { expect, test } from "@playwright/test";
import { comparisonRows, whyChooseCopy } from "@/content/services/why-choose";
import { site } from "@/content/site";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { expectMonogramsClearOfNames, expectPositionPlaceholderFits } from "./support/team-page-checks";
import {
  boxOf,
  contentCoveredWhileScrolling,
  contentUnderFloatingControls,
  floatingControls,
  intersects,
  phoneActionBar,
  scrollToY,
  transitionsSettled,
  visibleBottom,
  visibleFloatingControlBoxes,
} from "./support/geometry";

// Issue 18, "What a visitor notices", on a phone: the audit's 390 × 844 screen.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("floating controls on a phone", () => {
  test("on load the chat button covers no field or button of the /contact form", async ({ page }) => {
    await page.goto("/contact");
    const { chat } = floatingControls(page);
    await expect(chat).toBeVisible();
    const chatBox = await boxOf(chat);
    const limit = await visibleBottom(page);

    const fields = page.getByRole("form", { name: "Contact enquiry" }).locator("input, textarea, select, button").filter({ visible: true });
    const count = await fields.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const box = await boxOf(fields.nth(i));
      // Only the part the visitor sees: above the dock (if any) and on the screen.
      const seen = { ...box, height: Math.min(box.y + box.height, limit) - box.y };
      if (seen.height <= 0 || box.y >= 844) continue;
      expect(intersects(seen, chatBox), `field ${i} at y ${Math.round(box.y)} is under the chat button`).toBe(false);
    }
    expect(await contentUnderFloatingControls(page)).toEqual([]);
  });

  test("past 800px the controls share one slim opaque bar along the bottom, apart from each other and off the content", async ({
    page,
  }) => {
    await page.goto("/contact");
    await scrollToY(page, 900);
    const { chat, appraisal, backToTop } = floatingControls(page);
    await expect(appraisal).toBeVisible();
    await expect(backToTop).toBeVisible();
    const boxes = [await boxOf(chat), await boxOf(appraisal), await boxOf(backToTop)];

    // No control on another.
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i]!, boxes[j]!), `controls ${i} and ${j} overlap`).toBe(false);
    }

    // One strip along the bottom, at most 56px (under 7% of the screen), opaque, holding them all.
    const bar = phoneActionBar(page);
    const barBox = await boxOf(bar);
    expect(barBox.x).toBe(0);
    expect(barBox.width).toBe(390);
    expect(Math.abs(barBox.y + barBox.height - 844)).toBeLessThanOrEqual(1);
    expect(barBox.height).toBeLessThanOrEqual(56);
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(barBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }

    expect(await contentUnderFloatingControls(page)).toEqual([]);
  });

  test("a field scrolled to the bottom of the screen, or focused there, stops above the floating controls", async ({ page }) => {
    await page.goto("/contact");
    const message = page.getByRole("textbox", { name: "Message", exact: true });
    const send = page.getByRole("button", { name: "Send Message" });
    for (const target of [message, send]) {
      await target.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      await target.focus();
      await transitionsSettled(page);
      const box = await boxOf(target);
      for (const control of await visibleFloatingControlBoxes(page)) {
        expect(intersects(box, control)).toBe(false);
        expect(box.y + box.height).toBeLessThanOrEqual(control.y);
      }
    }
    // Further down, past both thresholds: the office hours in the call card.
    const hours = page.getByRole("main").getByText("Mon–Fri 9am–5pm", { exact: true });
    await hours.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    await scrollToY(page, await page.evaluate(() => window.scrollY));
    expect(await contentUnderFloatingControls(page)).toEqual([]);
    const hoursBox = await boxOf(hours);
    for (const control of await visibleFloatingControlBoxes(page)) expect(intersects(hoursBox, control)).toBe(false);
  });

  for (const path of ["/contact", "/selling", "/team", "/mission", `/insights/${seedPosts[0]!.slug}`]) {
    test(`on ${path} nothing floating sits on text, a field or a button, from load to the end of the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(floatingControls(page).chat).toBeVisible();
      expect(await contentUnderFloatingControls(page)).toEqual([]);
      expect(await contentCoveredWhileScrolling(page, 300)).toEqual([]);
      // At the end of the page the footer's last line is in sight, above the action bar.
      const lastLine = page.getByRole("contentinfo").getByText(/ABN/);
      const box = await boxOf(lastLine);
      expect(box.y + box.height).toBeLessThanOrEqual(await visibleBottom(page));
    });
  }
});

test("/why-choose: the comparison table fits a 390px screen, 'Other agencies' included", async ({ page }) => {
  await page.goto(`/why-choose-${site.brandSlug}`);
  // Located by its caption, not its role: the check is about geometry.
  const table = page.locator("table").filter({ has: page.locator("caption", { hasText: whyChooseCopy.tableCaption }) });
  await table.scrollIntoViewIfNeeded();
  const cells = table.locator("tbody :is(th, td)");
  await expect(cells).toHaveCount(comparisonRows.length * 3);
  for (let i = 0; i < comparisonRows.length * 3; i++) {
    const box = await boxOf(cells.nth(i));
    expect(box.x, `cell ${i}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `cell ${i}`).toBeLessThanOrEqual(390);
  }
  // Each row's two answers are labelled, and the other agencies' answer is on screen, not in a sideways scroller.
  const first = comparisonRows[0]!;
  const othersCell = table.locator("td", { hasText: first.others });
  await expect(othersCell).toBeVisible();
  await expect(othersCell.getByText("Other agencies")).toBeVisible();
  const othersBox = await boxOf(othersCell.getByText("Other agencies"));
  expect(othersBox.x + othersBox.width).toBeLessThanOrEqual(390);
  const scroller = await table.evaluate((el) => ({ scroll: el.parentElement!.scrollWidth, client: el.parentElement!.clientWidth }));
  expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
});

test("/team: the careers form's Position placeholder fits its field", ({ page }) => expectPositionPlaceholderFits(page));

test("/team: no portrait's monogram runs into the name and role laid over it", ({ page }) => expectMonogramsClearOfNames(page));
