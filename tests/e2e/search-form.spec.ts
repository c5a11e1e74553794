import { expect, test, type Page } from "@playwright/test";

/*
 * Issue 30: with JavaScript a search made with the form is a client-side navigation, as the tabs and the pages of
 * results are: the page is not reloaded, only its payload is fetched, and the results show they are on their way.
 * Without JavaScript it is a plain GET form (the journeys in listings.spec.ts and search-filters.spec.ts).
 */
/** Holds the router's request for `pathname`'s payload until the returned function is called. */
async function holdPayload(page: Page, pathname: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname && url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test("with JavaScript the search form navigates without a reload, the results marked busy until they arrive", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/buy");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const release = await holdPayload(page, "/buy");

  const form = page.getByRole("search", { name: "Search homes for sale" });
  const results = page.locator("section[aria-labelledby=results-heading]");
  await expect(results).toHaveAttribute("aria-busy", "false");
  await form.getByLabel("Bedrooms").selectOption("3");
  await form.getByLabel("Bathrooms").selectOption("2");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(results).toHaveAttribute("aria-busy", "true");
  await expect(form).toHaveAttribute("aria-busy", "true");
  expect(new URL(page.url()).search).toBe("");

  release();
  await page.waitForURL("/buy?beds=3&baths=2");
  await expect(results).toHaveAttribute("aria-busy", "false");
  await expect(form.getByLabel("Bedrooms")).toHaveValue("3");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // Back returns to the search before, as after a reload.
  await page.goBack();
  await page.waitForURL("/buy");
  await expect(form.getByLabel("Bedrooms")).toHaveValue("");
});

test("a tab followed with JavaScript marks the results busy until the page lands, as a search does", async ({ page }) => {
  await page.goto("/buy");
  const release = await holdPayload(page, "/rent");
  const results = page.locator("section[aria-labelledby=results-heading]");
  await page.getByRole("navigation", { name: "Search in" }).getByRole("link", { name: "Rent" }).click();
  await expect(results).toHaveAttribute("aria-busy", "true");
  release();
  await page.waitForURL("/rent");
  await expect(page.getByRole("heading", { level: 1, name: "Homes for rent" })).toBeVisible();
  await expect(results).toHaveAttribute("aria-busy", "false");
});
