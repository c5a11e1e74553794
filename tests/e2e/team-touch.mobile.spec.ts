import { expect, test } from "@playwright/test";

// A phone has no hover: /team's introduction tells it to tap (team-intro.spec.ts: a desktop's says hover or tab).
test("/team on a touch screen says 'Tap a card', never 'Hover over'", async ({ page }) => {
  await page.goto("/team");
  await expect(page.getByText("Tap a card to read the full profile.")).toBeVisible();
  await expect(page.getByText(/Hover over or tab to a card/)).toBeHidden();
});
