import { expect, test } from "@playwright/test";

// With a mouse, /team's introduction says the cards turn on hover or focus (team-touch.mobile.spec.ts: a phone's says tap).
test("/team with a mouse says 'Hover over or tab to a card'", async ({ page }) => {
  await page.goto("/team");
  await expect(page.getByText("Hover over or tab to a card to learn more, and open it to read the full profile.")).toBeVisible();
  await expect(page.getByText("Tap a card to read the full profile.")).toBeHidden();
});
