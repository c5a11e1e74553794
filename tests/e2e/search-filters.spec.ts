import { expect, test } from "@playwright/test";

/*
 * Issue 30, item 4: on a phone the search's filters fold behind "Filters" with the number of active ones, so the
 * results begin on the first screen; on a desktop they are open. A <details>: it works without JavaScript.
 */

for (const javaScript of [true, false]) {
  test.describe(`JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("on a phone the filters are folded, with the active count, and open with a tap", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/buy?beds=3&type=house&type=townhouse&sort=price-asc");
      const form = page.getByRole("search", { name: "Search homes for sale" });
      const summary = form.getByTestId("search-filters").locator("summary");
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText(/^Filters\s*3 active/);
      await expect(form.getByLabel("Bedrooms")).toBeHidden();
      // The results' heading is on the first screen.
      const heading = page.locator("#results-heading");
      const box = await heading.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(844);
      await summary.click();
      await expect(form.getByLabel("Bedrooms")).toBeVisible();
      await expect(form.getByLabel("Bedrooms")).toHaveValue("3");
      // The plain GET form still sends every filter.
      await form.getByLabel("Bathrooms").selectOption("2");
      await form.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/baths=2/);
      expect(new URL(page.url()).searchParams.getAll("type").sort()).toEqual(["house", "townhouse"]);
    });

    test("on a desktop the filters are open and there is nothing to unfold", async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/buy?beds=3");
      const form = page.getByRole("search", { name: "Search homes for sale" });
      await expect(form.getByLabel("Bedrooms")).toBeVisible();
      await expect(form.getByLabel("Bedrooms")).toHaveValue("3");
      await expect(form.getByTestId("search-filters").locator("summary")).toBeHidden();
      // A minimum of land, sent by the same form and shown as chosen; rentals have no such filter.
      await form.getByLabel("Land size").selectOption({ label: "600 m²+" });
      await form.getByRole("group", { name: "Features" }).getByLabel("Pool").check();
      await form.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/\/buy\?beds=3&land=600&feature=pool$/);
      await expect(form.getByLabel("Land size")).toHaveValue("600");
      await expect(form.getByRole("group", { name: "Features" }).getByLabel("Pool")).toBeChecked();
      await page.goto("/rent");
      await expect(page.getByRole("search", { name: "Search homes for rent" }).getByLabel("Bedrooms")).toBeVisible();
      await expect(page.getByLabel("Land size")).toHaveCount(0);
    });
  });
}
