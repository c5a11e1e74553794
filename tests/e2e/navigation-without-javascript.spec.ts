import { expect, test } from "@playwright/test";
import { landlordServices, tenantServices } from "@/content/services/rental";
import { expectSolidHeader } from "./support/header";

/*
 * With JavaScript off the header's About dropdown and the mobile menu are native <details>/<summary> (Playwright
 * gives <summary> no role, hence the CSS locators); /rental's audience tabs are links to their panels' fragments,
 * and the home hero does not promise a scroll effect. With JavaScript on, hydration swaps in today's buttons.
 */
test.use({ javaScriptEnabled: false });

test.describe("desktop (1440×900)", () => {
  test("the header is solid, at the top and once scrolled: nothing watches the scroll to turn it solid", async ({ page }) => {
    await page.goto("/contact");
    await expectSolidHeader(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    await expectSolidHeader(page);
  });

  test("About opens on click, lists the six about pages, and a link is followed", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    // Nothing scripted is served: the button version only exists once React has hydrated.
    await expect(page.getByRole("button", { name: "About" })).toHaveCount(0);
    const about = banner.locator("summary", { hasText: "About" });
    const whyChoose = banner.getByRole("link", { name: "Why Choose", exact: true });
    await expect(whyChoose).toBeHidden();

    await about.click();
    for (const name of ["Why Choose", "Team", "Suburb Growth Reports", "Real Estate Insights", "Mission the One", "Contact Us"]) {
      await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(whyChoose).toHaveAttribute("href", "/why-choose-ironbark");
    const reports = banner.getByRole("link", { name: "Suburb Growth Reports", exact: true });
    await expect(reports).toHaveAttribute("href", "/suburb-reports");

    await reports.click();
    await expect(page).toHaveURL(/\/suburb-reports$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("About opens from the keyboard and Why Choose is followed", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const about = banner.locator("summary", { hasText: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    const whyChoose = banner.getByRole("link", { name: "Why Choose", exact: true });
    await expect(whyChoose).toBeVisible();
    await whyChoose.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/why-choose-ironbark$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("/rental: 'For Tenants' shows the tenant cards", async ({ page }) => {
    await page.goto("/rental");
    const main = page.getByRole("main");
    const landlords = main.getByRole("region", { name: "For Landlords" });
    const tenants = main.getByRole("region", { name: "For Tenants" });
    await expect(landlords.getByRole("listitem")).toHaveCount(landlordServices.length);
    await expect(tenants).toBeHidden();

    await main.getByRole("link", { name: "For Tenants", exact: true }).click();
    await expect(page).toHaveURL(/\/rental#audience-tenants$/);
    await expect(tenants).toBeVisible();
    await expect(tenants.getByRole("listitem")).toHaveCount(tenantServices.length);
    await expect(landlords).toBeHidden();

    await main.getByRole("link", { name: "For Landlords", exact: true }).click();
    await expect(page).toHaveURL(/\/rental#audience-landlords$/);
    await expect(landlords).toBeVisible();
    await expect(tenants).toBeHidden();
  });

  test("no chat button is shown, as the chat cannot open without scripts", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Shown, a button that cannot open would be in the accessibility tree.
    await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
  });

  test("the home hero does not show 'Scroll to step inside'", async ({ page }) => {
    await page.goto("/");
    const hint = page.getByTestId("scroll-hint");
    await expect(hint).toHaveAttribute("data-visible", "false");
    await expect(hint).toHaveAttribute("aria-hidden", "true");
    await expect(hint).toHaveCSS("opacity", "0");
  });
});

test.describe("phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the action bar offers Call and Appraisal, and no chat that cannot open", async ({ page }) => {
    await page.goto("/contact");
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar.getByRole("link", { name: /^Call / })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Get Free Appraisal" })).toBeVisible();
    // Shown, a button that cannot open would be in the accessibility tree.
    await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
  });

  test("'Menu' opens the menu, closes it again, and a link is followed", async ({ page }) => {
    await page.goto("/privacy");
    const banner = page.getByRole("banner");
    const toggle = banner.locator("summary", { hasText: "Menu" });
    const menu = banner.getByRole("navigation", { name: "Main" });
    const reports = menu.getByRole("link", { name: "Suburb Growth Reports", exact: true });
    await expect(toggle).toBeVisible();
    await expect(reports).toBeHidden();

    await toggle.click();
    for (const name of ["Selling", "Buying", "Rental", "Why Choose", "Team", "Suburb Growth Reports"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await toggle.click();
    await expect(reports).toBeHidden();

    await toggle.click();
    await expect(reports).toHaveAttribute("href", "/suburb-reports");
    await reports.click();
    await expect(page).toHaveURL(/\/suburb-reports$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A new page, a closed menu.
    await expect(
      page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Why Choose", exact: true }),
    ).toBeHidden();
  });
});
