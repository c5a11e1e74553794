import { expect, test } from "@playwright/test";
import { phoneE164 } from "@/lib/site-content/agency";
import { initialAgency as agency } from "@/content/agency";
import { HERO_SCROLL_VIEWPORTS } from "@/components/home/hero-frame";
import { homeHero } from "@/content/home";
import { site } from "@/content/site";

// These specs are about motion: see it as visitors without a reduced-motion preference do.
test.use({ reducedMotion: "no-preference" });

test.describe("home page", () => {
  test("serves the hero, header, footer and ticker", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.headlines[0]);
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.getByRole("link", { name: `${site.name} home` }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    await expect(page.getByRole("region", { name: "Latest Property News" })).toBeVisible();
    await expect(page.getByRole("link", { name: homeHero.primaryCta.label }).first()).toHaveAttribute("href", "/selling#appraisal");
    await expect(page.getByRole("link", { name: `Call ${agency.phone}` })).toHaveAttribute("href", `tel:${phoneE164(agency.phone)}`);
    for (const claim of ["21", "500,000+", "10+"]) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Premium Marketing That Sells" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Families Choose Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Loved by the Community" })).toBeVisible();
  });

  test("the hero headline switches as the visitor scrolls inside", async ({ page }) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(homeHero.headlines[0]);
    await expect(page.getByTestId("scroll-hint")).toHaveAttribute("data-visible", "true");

    const viewport = page.viewportSize()!;
    const scrollFor = (progress: number) => Math.round(progress * HERO_SCROLL_VIEWPORTS * viewport.height);

    await page.evaluate((y) => window.scrollTo(0, y), scrollFor(0.5));
    await expect(heading).toHaveText(homeHero.headlines[0]);
    await expect(page.getByTestId("scroll-hint")).toHaveAttribute("data-visible", "false");

    await page.evaluate((y) => window.scrollTo(0, y), scrollFor(0.9));
    await expect(heading).toHaveText(homeHero.headlines[1]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(heading).toHaveText(homeHero.headlines[0]);
  });
});
