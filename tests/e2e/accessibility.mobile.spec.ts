import { expect, test } from "@playwright/test";
import { axeViolations as violations } from "./support/axe";
import { onePagePerLayout } from "./support/public-pages";

/*
 * WCAG 2.2 AA on a phone (the mobile project's Pixel 7): a page of each layout (the desktop sweep checks every public page,
 * whose words are the same on a phone), and the open menu and chat.
 */

for (const path of onePagePerLayout) {
  test(`axe finds no violations on ${path} (mobile)`, async ({ page }) => {
    await page.goto(path, { waitUntil: "load" });
    expect(await violations(page)).toEqual([]);
  });
}

test("axe finds no violations with the mobile menu open", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  expect(await violations(page)).toEqual([]);
});

test("axe finds no violations with the chat panel open", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
