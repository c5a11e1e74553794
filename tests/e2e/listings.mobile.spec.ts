import { test } from "@playwright/test";
import { journey, seedJourney } from "./support/listings";

// The phone: 390 × 844.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("listing search and pages on a phone, JavaScript on", () => {
  test("search, page 2, a listing, its gallery by keyboard, an inspection into a calendar", async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedJourney(request);
    await journey(page, true);
  });
});

test.describe("listing search and pages on a phone, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the same with plain forms and links", async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedJourney(request);
    await journey(page, false);
  });
});
