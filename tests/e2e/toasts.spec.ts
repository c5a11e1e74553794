import { expect, test } from "@playwright/test";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.141" } });

test("toasts brought to the keyboard with Alt+T dismiss themselves again once the focus moves on", async ({ page }) => {
  test.setTimeout(60_000);
  // The page's clock, moved on below rather than waited for.
  await page.clock.install();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact enquiry" });
  const toasts = page.getByRole("region", { name: /Notifications/ }).locator("[data-sonner-toast]");
  const send = form.getByRole("button", { name: "Send Message" });
  await send.press("Enter");
  await expect(toasts).toHaveCount(1);
  await send.press("Enter");
  await expect(toasts).toHaveCount(2);

  // The hotkey expands the toasts and holds their timers while the keyboard is on them…
  await page.keyboard.press("Alt+KeyT");
  await expect(page.locator("[data-sonner-toaster]")).toBeFocused();
  await expect(toasts.first()).toHaveAttribute("data-expanded", "true");
  // …and once the focus moves on, they go as usual (5 s).
  await send.focus();
  await page.clock.fastForward(5_000);
  await expect(toasts).toHaveCount(0);
});
