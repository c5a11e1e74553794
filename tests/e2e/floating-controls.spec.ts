import { expect, test, type Page } from "@playwright/test";
import {
  boxOf,
  contentCoveredWhileScrolling,
  floatingControls,
  intersects,
  phoneActionBar,
  scrollToY,
  visibleFloatingControlBoxes,
} from "./support/geometry";

/*
 * Issue 27 item 19 (decision record 007): no dock on laptop widths; on phones a slim bar with Call, Appraisal and
 * Chat that never covers a focused field. At the audit's three screens: 390 × 844, 1366 × 768 and 1440 × 900.
 */

const message = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });

/** Leaves the focused field, as a tap elsewhere on the page would. */
const blurField = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a 390 × 844 phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("one slim bar along the bottom holds Call, the appraisal link and, with JavaScript, Chat", async ({ page }) => {
      await page.goto("/contact");
      const bar = phoneActionBar(page);
      await expect(bar).toBeVisible();
      const box = await boxOf(bar);
      expect(box.height).toBeLessThanOrEqual(56);
      expect(box.width).toBe(390);
      expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);

      await expect(bar.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+61\d{9}$/);
      await expect(bar.getByRole("link", { name: "Get Free Appraisal" })).toHaveAttribute("href", "/selling");
      if (javaScriptEnabled) {
        await expect(bar.getByRole("button", { name: "Open chat" })).toBeVisible();
        // The corner chat button of larger screens is not shown as well.
        await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(1);
      } else {
        // The chat cannot open without scripts: no button promises it.
        await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
      }
    });

    test("focusing /contact's Message field puts the bar out of the way, and leaving the field brings it back", async ({ page }) => {
      await page.goto("/contact");
      const bar = phoneActionBar(page);
      await expect(bar).toBeVisible();
      await message(page).evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      await message(page).focus();
      await expect(bar).toBeHidden();
      const field = await boxOf(message(page));
      expect(field.y + field.height).toBeLessThanOrEqual(844);
      expect(await visibleFloatingControlBoxes(page)).toEqual([]);

      await blurField(page);
      await expect(bar).toBeVisible();
    });
  });
}

test.describe("on a 390 × 844 phone with an on-screen keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bar steps aside while the keyboard shrinks the visual viewport", async ({ page }) => {
    await page.goto("/contact");
    const bar = phoneActionBar(page);
    await expect(bar).toBeVisible();
    // What a phone's keyboard does to the page: the visual viewport loses the keyboard's height (here 336px).
    const setVisualHeight = (height: number) =>
      page.evaluate((h) => {
        Object.defineProperty(window.visualViewport!, "height", { configurable: true, get: () => h });
        window.visualViewport!.dispatchEvent(new Event("resize"));
      }, height);
    await setVisualHeight(508);
    await expect(bar).toBeHidden();
    await setVisualHeight(844);
    await expect(bar).toBeVisible();
  });

  // With reduced motion too: a bar that came back through even a 0.01ms transition could not take the focus at once.
  for (const reducedMotion of ["reduce", "no-preference"] as const) {
    test(`the bar's Chat opens the chat, and closing it returns focus there (reduced motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/contact");
      const open = phoneActionBar(page).getByRole("button", { name: "Open chat" });
      await open.click();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      // The focus goes into the panel as it opens (a moment after it shows); Escape is the panel's own key.
      await expect(panel.getByRole("textbox", { name: "Type your message" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(open).toBeFocused();
    });
  }
});

for (const [width, height] of [
  [1366, 768],
  [1440, 900],
] as const) {
  test.describe(`on a ${width} × ${height} screen`, () => {
    test.use({ viewport: { width, height } });

    test("no dock: only small controls near the corners, none on the content from top to bottom of /contact", async ({ page }) => {
      await page.goto("/contact");
      await expect(phoneActionBar(page)).toBeHidden();
      await expect(floatingControls(page).chat).toBeVisible();
      expect(await contentCoveredWhileScrolling(page, 0)).toEqual([]);

      await scrollToY(page, 900);
      const { chat, appraisal, backToTop } = floatingControls(page);
      await expect(appraisal).toBeVisible();
      await expect(backToTop).toBeVisible();
      const boxes = [await boxOf(chat), await boxOf(appraisal), await boxOf(backToTop)];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i]!, boxes[j]!), `controls ${i} and ${j} overlap`).toBe(false);
      }
      // Together they take a fraction of the 64px band the dock kept across the whole screen.
      const area = boxes.reduce((sum, box) => sum + box.width * box.height, 0);
      expect(area).toBeLessThan(width * 64 * 0.2);
      // No element spans the bottom of the screen.
      const bands = await page.evaluate(
        () =>
          [...document.querySelectorAll("body *")].filter((el) => {
            if (getComputedStyle(el).position !== "fixed" || !el.checkVisibility({ visibilityProperty: true })) return false;
            const rect = el.getBoundingClientRect();
            return (
              rect.width > window.innerWidth / 2 &&
              rect.bottom >= window.innerHeight - 1 &&
              rect.height > 0 &&
              rect.height < window.innerHeight
            );
          }).length,
      );
      expect(bands).toBe(0);
    });

    test("/contact's Message field, focused at the bottom of the screen, is covered by nothing", async ({ page }) => {
      await page.goto("/contact");
      await scrollToY(page, 900);
      await message(page).evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      await message(page).focus();
      const field = await boxOf(message(page));
      expect(field.y + field.height).toBeLessThanOrEqual(height + 1);
      for (const control of await visibleFloatingControlBoxes(page)) expect(intersects(field, control)).toBe(false);
    });
  });
}
