import { expect, test } from "@playwright/test";

test("the mobile menu opens, lists the links and closes when a link is chosen", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menuLink = page.getByRole("banner").getByRole("link", { name: "Selling", exact: true });
  await expect(menuLink).toBeVisible();

  // Keep the browser on this page so the test sees the menu's own reaction to the choice.
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true }));
  await menuLink.click();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(menuLink).toBeHidden();
});

test("the mobile menu closes after navigating to another page", async ({ page }) => {
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
