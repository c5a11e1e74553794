import { expect, test, type Page } from "@playwright/test";
import { newsHeadlines } from "@/content/headlines";
import { testimonials } from "@/content/testimonials";

// These specs are about motion: see it as visitors without a reduced-motion preference do.
test.use({ reducedMotion: "no-preference" });

const scrollTo = (page: Page, y: number) =>
  page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    // Let the passive scroll listeners run.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);

test.describe("site-wide layout", () => {
  test("header turns solid after 20px of scrolling", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 20);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("Back to top appears after 500px and Get Free Appraisal after 800px", async ({ page }) => {
    await page.goto("/");
    const backToTop = page.getByRole("button", { name: "Back to top" });
    const appraisal = page.getByRole("link", { name: "Get Free Appraisal" });

    await scrollTo(page, 499);
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 501);
    await expect(backToTop).toBeVisible();
    await expect(appraisal).toBeHidden();

    await scrollTo(page, 799);
    await expect(appraisal).toBeHidden();
    await scrollTo(page, 801);
    await expect(appraisal).toBeVisible();
    await expect(appraisal).toHaveAttribute("href", "/selling");

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test("a route change lands at the top of the new page and fades it in", async ({ page }) => {
    await page.goto("/");
    await scrollTo(page, 3000);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const animation = await page.getByTestId("route-transition").evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe("0.3s");
  });

  test("the About dropdown lists the six about pages and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("button", { name: "About" });
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Why Choose", "Team", "Suburb Growth Reports", "Real Estate Insights", "Mission the One", "Contact Us"]) {
      await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
  });

  test("breadcrumbs show the trail with the current page marked", async ({ page }) => {
    await page.goto("/privacy");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(trail.locator('[aria-current="page"]')).toHaveText("Privacy Policy");
  });

  test("the news ticker shows 12 headlines and can be paused", async ({ page }) => {
    await page.goto("/");
    const ticker = page.getByRole("region", { name: "Latest Property News" });
    const pause = ticker.getByRole("button", { name: /pause/i });
    await pause.click();
    await expect(ticker.getByRole("button", { name: /play/i })).toHaveAttribute("aria-pressed", "true");
    // Paused by the control itself, not by the pointer over it or the focus in it (both pause it too).
    await page.mouse.move(0, 800);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const track = page.getByTestId("news-ticker-track");
    expect(await track.evaluate((el) => el.getAnimations().map((animation) => animation.playState))).toEqual(["paused"]);
  });
});

test("the moving strips carry their content once in the HTML; the loop's hidden second copy is made in the browser", async ({
  page,
  request,
}) => {
  const markup = (await (await request.get("/")).text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
  const count = (text: string) => markup.split(text).length - 1;
  expect(count(newsHeadlines[0]!)).toBe(1);
  expect(count(testimonials[0]!.name)).toBe(1);

  await page.goto("/");
  for (const testId of ["news-ticker-track", "testimonial-strip-track"]) {
    const copies = page.getByTestId(testId).locator(":scope > div");
    await expect(copies).toHaveCount(2);
    const [shown, loop] = [copies.nth(0), copies.nth(1)];
    await expect.poll(() => loop.textContent()).toBe(await shown.textContent());
    await expect(loop).toHaveAttribute("aria-hidden", "true");
    await expect(loop).toHaveAttribute("inert", "");
  }
  // Only the shown copy reaches assistive technology: each headline once.
  await expect(page.getByRole("region", { name: "news ticker" }).getByRole("listitem")).toHaveCount(newsHeadlines.length);
});

test("star ratings fill as many stars as the rating, drawn by one element per row", async ({ page }) => {
  await page.goto("/suburb-comparison");
  const rows = page.locator(".star-row.text-line");
  expect(await rows.count()).toBeGreaterThan(0);
  const widths = await rows.evaluateAll((elements) =>
    elements.map((row) => {
      const filled = row.firstElementChild as HTMLElement;
      return {
        fraction: filled.getBoundingClientRect().width / row.getBoundingClientRect().width,
        label: row.parentElement?.textContent ?? "",
      };
    }),
  );
  for (const { fraction, label } of widths) {
    const rating = Number(label.match(/Rated ([1-5]) out of 5/)?.[1]);
    expect(fraction).toBeCloseTo(rating / 5, 2);
  }
  await expect(page.locator("main svg.lucide-star")).toHaveCount(0);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the ticker and the testimonial strip do not move", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(0, 800);
    const tracks = [page.getByTestId("news-ticker-track"), page.getByTestId("testimonial-strip-track")];
    for (const track of tracks) {
      // No animation at all (not one that is merely slow), and the track where it starts.
      expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);
      expect(["none", "matrix(1, 0, 0, 1, 0, 0)"]).toContain(await track.evaluate((el) => getComputedStyle(el).transform));
    }
  });
});

test.describe("motion", () => {
  test("the ticker and the testimonial strip move when motion is allowed", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(0, 800);
    const tracks = [page.getByTestId("news-ticker-track"), page.getByTestId("testimonial-strip-track")];
    const position = () => Promise.all(tracks.map((t) => t.evaluate((el) => el.getBoundingClientRect().x)));
    const [ticker, strip] = await position();
    await expect.poll(async () => (await position())[0]).toBeLessThan(ticker!);
    await expect.poll(async () => (await position())[1]).toBeLessThan(strip!);
  });
});
