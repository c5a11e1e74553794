import { expect, test, type Request } from "@playwright/test";

// Decision record 034: links do not prefetch. Every page is rendered per request as far as Next knows, so a prefetch
// carried a route tree and metadata but none of the page, and each link scrolled into view cost the server a render
// (fourteen on /team). A click still navigates in place, with one request for the page.

const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] !== undefined;
const isNavigation = (request: Request) => request.headers()["rsc"] === "1" && !isPrefetch(request);

test("a page view prefetches none of its links, and a click still navigates without reloading the page", async ({ page }) => {
  const prefetched: string[] = [];
  const documents: string[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) prefetched.push(request.url());
    if (request.resourceType() === "document") documents.push(request.url());
  });

  await page.goto("/team", { waitUntil: "networkidle" });
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
  // Every link of the page has been in view: the frame's, the team's cards, the footer's.
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const navigation = page.waitForRequest(isNavigation);
  await footer.getByRole("link", { name: "Open Homes" }).click();
  expect(new URL((await navigation).url()).pathname).toBe("/open-homes");
  await expect(page).toHaveURL(/\/open-homes$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/open/i);
  expect(documents).toHaveLength(1);
  expect(prefetched).toEqual([]);
});
