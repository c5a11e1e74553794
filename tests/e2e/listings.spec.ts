import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { importListings, journey, seedJourney } from "./support/listings";

test.describe("listing search and pages, JavaScript on", () => {
  test("search by two suburbs and a postcode with filters and a sort, page 2, open a listing, its gallery by keyboard, an inspection into a calendar", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await seedJourney(request);
    await journey(page, true);
  });
});

test.describe("listing search and pages, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the same journey with plain forms and links", async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedJourney(request);
    await journey(page, false);
  });
});

test("the gallery's photo count is as tall as the controls that replace it once hydrated, so nothing below it moves", async ({
  browser,
  page,
  request,
}) => {
  await seedJourney(request);
  await page.goto("/buy?location=oran-park");
  const href = await page.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" }).getAttribute("href");
  const photos = "Photos of 7 Gallery Street, Oran Park NSW 2570";
  // Without JavaScript: the server's HTML, as every visitor first sees it.
  const plain = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const before = await plain.newPage();
  await before.goto(href as string);
  const caption = await before.getByRole("region", { name: photos }).getByText("3 photos").boundingBox();
  await plain.close();
  await page.goto(href as string);
  const count = page.getByRole("region", { name: photos }).getByTestId("gallery-count");
  await expect(count).toHaveText("1 / 3");
  const controls = await count.locator("..").boundingBox();
  expect(controls?.height).toBeGreaterThan(0);
  expect(controls?.height).toBe(caption?.height);
});

test("a listing page offers homes like it: the search of its suburb and kind of home, a bedroom fewer at least", async ({
  page,
  request,
}) => {
  await seedJourney(request);
  await page.goto("/buy?location=oran-park");
  await page.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" }).click();
  const similar = page.getByRole("region", { name: "Homes like this one" });
  await expect(similar).toContainText("For sale in Oran Park, House, 3+ beds");
  await similar.getByRole("link", { name: "See similar homes" }).click();
  await expect(page).toHaveURL(/\/buy\?location=oran-park&beds=3&type=house$/);
  await expect(page.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" })).toBeVisible();
  await expect(page.getByRole("link", { name: "1 Journey Street, Oran Park NSW 2570" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Journey Street, Gregory Hills/ })).toHaveCount(0);
  // And the sales to compare it with: the same search among the homes sold in the last 12 months.
  await page.goBack();
  await similar.getByRole("link", { name: "Recent sales like it" }).click();
  await expect(page).toHaveURL(/\/sold\?location=oran-park&beds=3&type=house&within=12$/);
  await expect(page.getByTestId("listing-card").filter({ hasText: "9 Sold Street" })).toContainText("Sold 15 November 2026");
});

test("a minimum of land or a feature keeps the homes that have them; the card gives the land", async ({ page, request }) => {
  await seedJourney(request);
  await page.goto("/buy?location=oran-park&feature=pool&feature=study");
  await expect(page.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Journey Street/ })).toHaveCount(0);
  await page.goto("/buy?location=oran-park&land=500");
  const card = page.getByTestId("listing-card").filter({ hasText: "7 Gallery Street" });
  await expect(card).toContainText("512");
  await expect(page.getByRole("link", { name: /Journey Street/ })).toHaveCount(0);
  await page.goto("/buy?location=oran-park&land=600");
  await expect(page.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" })).toHaveCount(0);
});

test("sold results: sale date, method and a withheld price; axe finds nothing", async ({ page, request }) => {
  await seedJourney(request);
  await page.goto("/sold?location=oran-park");
  const card = page.getByTestId("listing-card").filter({ hasText: "9 Sold Street" });
  await expect(card).toContainText("Sold 15 November 2026 · by private treaty");
  await expect(card.getByTestId("listing-price")).toHaveText("Price withheld");
  expect(await axeViolations(page)).toEqual([]);
  await card.getByRole("link", { name: /9 Sold Street/ }).click();
  await expect(page.getByText("Sold 15 November 2026 by private treaty")).toBeVisible();
  await expect(page.getByTestId("listing-price")).toHaveText("Price withheld");
  expect(await axeViolations(page)).toEqual([]);
});

test("an empty search says so and offers to widen it", async ({ page }) => {
  await page.goto("/rent?location=oran-park&min=99000");
  await expect(page.getByRole("heading", { name: "No homes for rent match your search" })).toBeVisible();
  await page.getByRole("link", { name: "Keep the places, clear the filters" }).click();
  await expect(page).toHaveURL(/\/rent\?location=oran-park$/);
  const bad = await page.goto("/buy?beds=%00&sort=%3Cscript%3E&page=99999999999999&location=" + "x".repeat(500));
  expect(bad?.status()).toBe(200);
});

test("an import is on the next request: new listing, price change, withdrawal (410, gone from search)", async ({ page, request }) => {
  const base = {
    uniqueId: "FRESH-1",
    suburb: "Cobbitty",
    postcode: "2570",
    streetNumber: "5",
    street: "Fresh Lane",
    bedrooms: 4,
    price: 810_000,
  };
  await importListings(request, [{ ...base, modTime: "2026-11-20-09:00:00" }]);
  await page.goto("/buy?location=cobbitty");
  await expect(page.getByTestId("listing-price")).toHaveText(["$810,000"]);
  await page.getByRole("link", { name: "5 Fresh Lane, Cobbitty NSW 2570" }).click();
  await page.waitForURL(/\/listings\/5-fresh-lane-cobbitty-nsw-2570-/);
  const listingUrl = page.url();
  await expect(page.getByTestId("listing-price")).toHaveText("$810,000");

  await importListings(request, [{ ...base, price: 845_000, modTime: "2026-11-21-09:00:00" }]);
  await page.goto(listingUrl);
  await expect(page.getByTestId("listing-price")).toHaveText("$845,000");
  await page.goto("/buy?location=cobbitty");
  await expect(page.getByTestId("listing-price")).toHaveText(["$845,000"]);

  await importListings(request, [
    { uniqueId: "FRESH-1", status: "withdrawn", suburb: "Cobbitty", postcode: "2570", modTime: "2026-11-22-09:00:00" },
  ]);
  const gone = await page.goto(listingUrl);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This home is no longer on the market" })).toBeVisible();
  await page.getByRole("link", { name: "See homes for sale in Cobbitty" }).click();
  await expect(page.getByRole("heading", { name: "No homes for sale match your search" })).toBeVisible();
});
