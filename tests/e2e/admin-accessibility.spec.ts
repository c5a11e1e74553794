import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";

/* The staff screens meet the same WCAG 2.2 AA rules as the public site: each dashboard tab, the post editor
   with its AI image dialog, and the delete confirmation. */

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

test("the admin dashboard, editor and dialogs have no axe violations", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expectNoViolations(page, "Blog Posts tab");

  for (const tab of ["SEO & Crawl Tools", "Leads", "Events"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await expectNoViolations(page, `${tab} tab`);
  }

  await page.getByRole("tab", { name: "Blog Posts" }).click();
  await page
    .getByRole("row")
    .nth(1)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoViolations(page, "delete confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  await expectNoViolations(page, "post editor");

  await page.getByRole("button", { name: "Generate with AI" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "AI image dialog");
});

test("the Leads page and the lead settings have no axe violations", async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ["/admin/leads", "/admin/leads/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test("the account pages (password change, sign-in history, forgotten and reset password) have no axe violations", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  for (const path of ["/admin/account", "/admin/sign-ins"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }
  const context = await browser.newContext();
  const visitor = await context.newPage();
  for (const path of ["/forgot-password", "/reset-password?token=expired-or-unknown"]) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(visitor, path);
  }
  await context.close();
});
