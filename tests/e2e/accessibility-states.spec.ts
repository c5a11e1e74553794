import { expect, test } from "@playwright/test";
import { axeViolations, interactiveStates } from "./support/axe";

/* WCAG 2.2 AA in the states a page load does not show (desktop; the mobile twin is accessibility-states.mobile.spec.ts). */

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.141" } });

for (const state of interactiveStates) {
  test(`axe finds no violations in ${state.name}`, async ({ page }) => {
    await state.reach(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe finds no violations with the About menu open", async ({ page }) => {
  await page.goto("/", { waitUntil: "load" });
  await page.getByRole("button", { name: "About" }).click();
  await expect(page.getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page)).toEqual([]);
});
