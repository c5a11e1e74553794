import { expect, test } from "@playwright/test";
import { publicRoutes } from "@/content/public-routes";
import { axeViolations as violations } from "./support/axe";

/* WCAG 2.2 AA on a phone (the mobile project's Pixel 7): every public route, and the open menu and chat. */

for (const route of publicRoutes) {
  test(`axe finds no violations on ${route.path} (mobile)`, async ({ page }) => {
    await page.goto(route.path, { waitUntil: "load" });
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
