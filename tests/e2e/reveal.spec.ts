import { expect, test, type Page } from "@playwright/test";

/*
 * Spec: "Sections animate in once when they become visible." The sections in the first screen make their
 * entrance as the page opens, without waiting for the page's scripts; those further down wait for their turn.
 * /mission has both: its programme section sits just under a short hero, and more sections follow.
 */

const path = "/mission";

// The suite's default is reduced motion (playwright.config.ts); these tests are about the motion.
test.use({ reducedMotion: "no-preference" });

/** The animated sections whose top is within the first screen as the page opens, and those wholly below it. */
async function sectionsByFirstScreen(page: Page) {
  const tops = await page
    .locator(".reveal")
    .evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().top + window.scrollY));
  const height = page.viewportSize()!.height;
  const all = page.locator(".reveal");
  return {
    inFirstScreen: tops.flatMap((top, index) => (top < height ? [all.nth(index)] : [])),
    below: tops.flatMap((top, index) => (top >= height ? [all.nth(index)] : [])),
  };
}

test("sections in the first screen show without waiting for the page's scripts", async ({ page }) => {
  // The page's scripts never arrive: only the server's HTML and stylesheet are there to show the sections.
  await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
  await page.goto(path);
  const { inFirstScreen } = await sectionsByFirstScreen(page);
  expect(inFirstScreen.length).toBeGreaterThan(0);
  for (const section of inFirstScreen) await expect(section).toHaveCSS("opacity", "1");
});

test("a section below the first screen waits out of sight, then animates in once when scrolled to", async ({ page }) => {
  await page.goto(path, { waitUntil: "networkidle" });
  const { inFirstScreen, below } = await sectionsByFirstScreen(page);
  const section = below.at(-1)!;
  expect(below.length).toBeGreaterThan(0);
  await expect(section).toHaveAttribute("data-visible", "false");
  await expect(section).toHaveCSS("opacity", "0");
  // The first screen's sections are left as they appeared.
  for (const shown of inFirstScreen) {
    await expect(shown).not.toHaveAttribute("data-visible", "false");
    await expect(shown).toHaveCSS("opacity", "1");
  }

  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-visible", "true");
  await expect(section).toHaveCSS("opacity", "1");

  // Once: scrolled away and back, it stays in place.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(section).toHaveAttribute("data-visible", "true");
  await expect(section).toHaveCSS("opacity", "1");
});

test("with reduced motion every section is shown at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path, { waitUntil: "networkidle" });
  const { below } = await sectionsByFirstScreen(page);
  expect(below.length).toBeGreaterThan(0);
  for (const section of below) await expect(section).toHaveCSS("opacity", "1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is shown", async ({ page }) => {
    await page.goto(path);
    const sections = await page.locator(".reveal").all();
    expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) await expect(section).toHaveCSS("opacity", "1");
  });
});
