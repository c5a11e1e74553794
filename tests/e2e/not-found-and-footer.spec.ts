import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { site } from "@/content/site";

/*
 * The 404 page in the public pages' frame, the footer's way to the two pages otherwise only in the About dropdown,
 * the agency's ABN and licence, and landmarks that a screen reader can tell apart on /gregory-hills.
 */

const unknownPath = "/no-such-page-anywhere";

/** The content of every <meta name="robots"> in the HTML, in order. */
function robotsMetas(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/g)].map((tag) => /\bcontent="([^"]*)"/.exec(tag[0])?.[1] ?? "");
}

test.describe("the 404 page", () => {
  test("answers 404 with exactly one robots meta, 'noindex, nofollow', and the same in X-Robots-Tag", async ({ request }) => {
    const response = await request.get(unknownPath);
    expect(response.status()).toBe(404);
    // The page's own (src/app/(site)/[...missing]/page.tsx), which Next, rendering it as a page, does not duplicate.
    expect(robotsMetas(await response.text())).toEqual(["noindex, nofollow"]);
    // And the production server's header for every 404 (scripts/server.ts).
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("shows the site's header and footer, a way home and pages to try", async ({ page }) => {
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);

    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(header.getByRole("link", { name: `${site.name} home` })).toHaveAttribute("href", "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Quick Links" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    // A dark band under the header, transparent at the top as on every public page, keeps its light text readable.
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("color", "rgb(247, 243, 236)");

    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const suggestions = main.getByRole("navigation", { name: "Or try one of these pages" });
    await expect(suggestions.getByRole("link")).toHaveText(["Selling", "Buying", "Rental", "Our Team", "Real Estate Insights", "Contact"]);
    const hrefs = await suggestions.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/selling", "/buying", "/rental", "/team", "/insights", "/contact"]);

    await suggestions.getByRole("link", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
  });
});

test.describe("the 404 page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is in the HTML itself: the message, a way home and the frame", async ({ page }) => {
    const response = await page.goto(`${unknownPath}/deeper`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" })).toBeVisible();
  });
});

test("a public page's payload carries the site's frame once: the 404 boundaries hold the message alone", async ({ request }) => {
  // Next sends each segment's not-found boundary with every page under it. The public pages' (src/app/(site)/not-found.tsx)
  // is the message inside the frame the page already has; the root's (src/app/not-found.tsx), which every unknown path
  // no longer reaches (src/app/(site)/[...missing]/page.tsx), is the message alone.
  for (const path of ["/", "/buy?location=oran-park&beds=3"]) {
    const html = await (await request.get(path)).text();
    const footersInPayload = html.match(/\[\\"\$\\",\\"footer\\"/g) ?? [];
    expect(footersInPayload, path).toHaveLength(1);
  }
});

test.describe("the footer", () => {
  test("Quick Links end with Why Choose Ironbark, Suburb Growth Reports and Open Homes; the legal line shows the ABN and licence", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("link")).toHaveText([
      "Free Appraisal",
      "Our Team",
      "Mission the One",
      "Real Estate Insights",
      "Contact Us",
      "Why Choose Ironbark",
      "Suburb Growth Reports",
      "Open Homes",
    ]);
    await expect(quickLinks.getByRole("link", { name: "Why Choose Ironbark" })).toHaveAttribute("href", "/why-choose-ironbark");
    await expect(quickLinks.getByRole("link", { name: "Suburb Growth Reports" })).toHaveAttribute("href", "/suburb-reports");
    await expect(quickLinks.getByRole("link", { name: "Open Homes" })).toHaveAttribute("href", "/open-homes");
    await expect(footer).toContainText("ABN 12 345 678 901");
    await expect(footer).toContainText("Licence No. 10123456");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reaches Why Choose Ironbark and Suburb Growth Reports", async ({ page }) => {
      for (const [name, path, heading] of [
        ["Why Choose Ironbark", "/why-choose-ironbark", `Why Choose ${site.name}`],
        ["Suburb Growth Reports", "/suburb-reports", "Suburb Growth Reports"],
      ] as const) {
        await page.goto("/");
        await page.getByRole("contentinfo").getByRole("link", { name }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      }
    });
  });
});

test("/gregory-hills names each landmark differently, with the events calendar loaded", async ({ page }) => {
  await page.goto("/gregory-hills");
  await page.getByRole("heading", { name: "What's On in Gregory Hills" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("event-panel")).toBeVisible();

  const landmarks = await page.evaluate(() => {
    const roleOf: Record<string, string> = {
      MAIN: "main",
      NAV: "navigation",
      ASIDE: "complementary",
      HEADER: "banner",
      FOOTER: "contentinfo",
      FORM: "form",
      SEARCH: "search",
      SECTION: "region",
    };
    const nameOf = (element: Element) => {
      const ids = element.getAttribute("aria-labelledby");
      if (ids)
        return ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
          .join(" ");
      return element.getAttribute("aria-label")?.trim() ?? "";
    };
    const selector = "main, nav, aside, header, footer, form, search, section, [role]";
    return [...document.querySelectorAll(selector)]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ role: element.getAttribute("role") ?? roleOf[element.tagName] ?? "", name: nameOf(element) }))
      .filter(
        ({ role, name }) =>
          name !== "" && ["main", "navigation", "complementary", "banner", "contentinfo", "form", "search", "region"].includes(role),
      )
      .map(({ role, name }) => `${role}: ${name}`);
  });

  expect(landmarks.length).toBeGreaterThan(3);
  expect(landmarks.filter((landmark, index) => landmarks.indexOf(landmark) !== index)).toEqual([]);
  // The events panel is one region, named by its heading.
  expect(landmarks.filter((landmark) => /^region: (Events on |Select a date)/.test(landmark))).toHaveLength(1);

  // Axe's own rule agrees (it is a best practice, outside the WCAG tags the route sweep runs).
  const results = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
  expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
});
