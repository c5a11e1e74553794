import { expect, test } from "@playwright/test";
import { axeViolations, interactiveStates } from "./support/axe";

/* WCAG 2.2 AA in the states a page load does not show, on a phone (the mobile project's Pixel 7). */

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.142" } });

for (const state of interactiveStates) {
  test(`axe finds no violations in ${state.name} (mobile)`, async ({ page }) => {
    await state.reach(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
