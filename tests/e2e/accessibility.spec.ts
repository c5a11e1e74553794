import { expect, test } from "@playwright/test";
import { publicRoutes } from "@/content/public-routes";
import { axeViolations } from "./support/axe";

for (const route of publicRoutes) {
  test(`axe finds no violations on ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState("load");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/does-not-exist");
  expect(await axeViolations(page)).toEqual([]);
});
