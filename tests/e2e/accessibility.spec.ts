import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { publicPagePaths } from "./support/public-pages";

for (const path of publicPagePaths) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/does-not-exist");
  expect(await axeViolations(page)).toEqual([]);
});
