import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "@/content/public-routes";

/* WCAG 2.2 AA on a phone (the mobile project's Pixel 7): every public route, and the open menu and chat. */

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

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
