import { expect, test, type Page } from "@playwright/test";
import { testimonials } from "@/content/testimonials";
import { signInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";

/*
 * Content staff edit in the admin shows on the site at the next request, with no rebuild: a suburb's market figure
 * with its date and source on the suburb page, and a testimonial on the home page. Each test puts back what it
 * changed, so tests running beside it see the first content again.
 */

// One after another: each saves a whole document, which a test running beside it would overwrite.
test.describe.configure({ mode: "serial" });

let origin = "";
test.beforeAll(({}, info) => {
  origin = String(info.project.use.baseURL);
});

/** A visitor's plain request: no cookies, no client-navigation headers. */
async function visit(path: string): Promise<string> {
  const response = await fetch(origin + path, { headers: { "x-forwarded-for": "198.51.100.88" } });
  expect(response.status).toBe(200);
  return response.text();
}

async function save(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
}

test("a suburb figure saved in the admin shows on the suburb page with its date and source on the next request", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/content/suburb-facts");
  const rent = page.getByRole("group", { name: "Leppington (/leppington)" }).getByRole("group", { name: "Median weekly rent" });
  try {
    await rent.getByLabel("Figure").fill("655");
    await rent.getByLabel("As of").fill("2026-09-30");
    await rent.getByLabel("Source").fill("NSW Rent and Sales Report");
    await save(page, "Save figures");

    const html = await visit("/leppington");
    expect(html).toContain("Median weekly rent");
    expect(html).toContain("$655 a week");
    expect(html).toContain("As of 30 September 2026 · Source: NSW Rent and Sales Report");

    await page.goto("/leppington");
    await expect(page.getByRole("definition").filter({ hasText: "$655 a week" })).toBeVisible();
    await expect(page.getByText("As of 30 September 2026 · Source: NSW Rent and Sales Report")).toBeVisible();
  } finally {
    await page.goto("/admin/content/suburb-facts");
    for (const label of ["Figure", "As of", "Source"]) await rent.getByLabel(label).fill("");
    await save(page, "Save figures");
  }
  expect(await visit("/leppington")).not.toContain("$655 a week");
});

test("a refused figure says why and changes nothing on the site", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/content/suburb-facts");
  const price = page.getByRole("group", { name: "Gledswood Hills (/gledswood-hills)" }).getByRole("group", { name: "Median house price" });
  await price.getByLabel("Figure").fill("1250000");
  await price.getByLabel("As of").fill("2026-09-30");
  await page.getByRole("button", { name: "Save figures" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Median house price: the source is required" }).first()).toBeVisible();
  expect(await visit("/gledswood-hills")).not.toContain("$1,250,000");
});

test("a testimonial edited in the admin shows on the home page on the next request", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/content/testimonials");
  // The last one: the first three are the home page's reviews, which other tests read.
  const last = testimonials.length;
  const text = page
    .getByRole("group", { name: "Home page: 'Loved by the Community'" })
    .getByLabel("Testimonial", { exact: true })
    .nth(last - 1);
  const edited = `Edited in the admin ${Date.now()}: Priya and Grace made our move painless from start to settlement.`;
  // Typed once the page is live: typed before React hydrates the form, the text was once put in front of the old one.
  const replaceText = async (value: string) => {
    await page.waitForLoadState("networkidle");
    await expect(async () => {
      await text.fill(value);
      await expect(text).toHaveValue(value, { timeout: 1_000 });
    }).toPass();
  };
  try {
    await expect(text).toHaveValue(testimonials[last - 1]!.text);
    await replaceText(edited);
    await save(page, "Save testimonials");
    expect(await visit("/")).toContain(edited);
  } finally {
    await page.goto("/admin/content/testimonials");
    await replaceText(testimonials[last - 1]!.text);
    await save(page, "Save testimonials");
  }
  expect(await visit("/")).not.toContain(edited);
});

test("the content pages of the admin have no axe violations, and removing an item asks first", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  for (const path of [
    "/admin/content",
    "/admin/content/testimonials",
    "/admin/content/suburb-facts",
    "/admin/content/faqs",
    "/admin/content/faqs/oran-park/buying",
    "/admin/content/nsw-facts",
    "/admin/content/ticker",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }

  // On the ticker page (last visited): nothing is removed until the second step, and "Keep it" takes the focus.
  const headlines = page.getByRole("group", { name: "Written headlines" }).getByRole("listitem");
  const before = await headlines.count();
  await page.getByRole("button", { name: "Remove headline 1", exact: true }).click();
  await expect(page.getByRole("button", { name: "Keep it" })).toBeFocused();
  expect(await axeViolations(page), "remove confirmation").toEqual([]);
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(headlines).toHaveCount(before);
  await page.getByRole("button", { name: "Remove headline 1", exact: true }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(headlines).toHaveCount(before - 1);
  // Not saved: the site still has every headline.
  await page.reload();
  await expect(headlines).toHaveCount(before);
});
