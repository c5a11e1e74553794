import { expect, test } from "@playwright/test";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { boxOf, contentCoveredWhileScrolling, contentUnderFloatingControls, floatingControls, intersects, scrollToY } from "./support/geometry";

// Issue 18, "What a visitor notices", on the audit's 1440 × 900 desktop screen (the desktop project's viewport).

test.describe("floating controls on a desktop", () => {
  test("past 800px the three controls stand apart, in the side gutters", async ({ page }) => {
    await page.goto("/contact");
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
  const { scrollHeight, scrollY } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, scrollY: window.scrollY }));
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
