import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { adminAccount, signInAsAdmin } from "./support/admin";
import { startAppServer, type AppServer } from "./support/app-server";
import { startMailCatcher, type CaughtMail } from "./support/mail-catcher";
import { ports } from "./support/ports";

/*
 * Listing alerts, end to end, with JavaScript on and off, on an instance of its own with its own mail catcher: "E-mail
 * me new matches" on a results page → "Check your e-mail" → the confirmation link from the e-mail → confirm → the
 * manage page lists the alert → the unsubscribe link's button ends it, and the manage page says so. The newsletter
 * sign-up on the same consent model, and the admin's weekly counts.
 */
test.describe.configure({ mode: "serial" });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-alerts-"));
let server: AppServer;
let mail: { messages: CaughtMail[]; close(): Promise<void> };

test.beforeAll(async () => {
  mail = await startMailCatcher(ports.alertsMail);
  server = await startAppServer({
    port: ports.alerts,
    dataDir,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${ports.alertsMail}`,
      SEED_ON_START: "false",
      OUTBOX_POLL_SECONDS: "1",
      ADMIN_EMAIL: adminAccount.email,
      ADMIN_PASSWORD: adminAccount.password,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The path of the first link to `page` (confirm, unsubscribe) in the e-mails to `email`. */
async function linkPath(email: string, page: "confirm" | "unsubscribe"): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(/alerts/${page}\\?token=[A-Za-z0-9_-]+)`);
  await expect.poll(() => mail.messages.some((m) => m.to.includes(email) && pattern.test(m.raw)), { timeout: 20_000 }).toBe(true);
  const message = mail.messages.find((m) => m.to.includes(email) && pattern.test(m.raw));
  return message?.raw.match(pattern)?.[1] as string;
}

for (const javaScriptEnabled of [true, false]) {
  test(`save a search, confirm from the e-mail, manage and unsubscribe (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }: {
    browser: Browser;
  }) => {
    const email = `alerts-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": javaScriptEnabled ? "198.51.100.141" : "198.51.100.142" },
    });
    const page = await context.newPage();

    await page.goto("/buy?location=oran-park&beds=3");
    const form = page.getByRole("form", { name: "E-mail me new matches" });
    // A bad address is refused with the reason, and nothing is sent.
    await form.getByLabel("Email Address").fill("not-an-address");
    await form.getByRole("button", { name: "E-mail me new matches" }).click();
    await expect(page.getByRole("form", { name: "E-mail me new matches" }).getByRole("status")).toContainText("Invalid email address");

    await page.getByRole("form", { name: "E-mail me new matches" }).getByLabel("Email Address").fill(email);
    await page.getByRole("form", { name: "E-mail me new matches" }).getByLabel("How often").selectOption("weekly");
    await page.getByRole("form", { name: "E-mail me new matches" }).getByRole("button", { name: "E-mail me new matches" }).click();
    await expect(page.getByRole("form", { name: "E-mail me new matches" }).getByRole("status")).toContainText("Check your e-mail");

    const confirm = await linkPath(email, "confirm");
    await page.goto(confirm);
    await expect(page.getByText("For sale in Oran Park, 3+ beds")).toBeVisible();
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    await expect(page.getByRole("heading", { name: "Your alert is on" })).toBeVisible();

    await page.getByRole("link", { name: "Manage your alerts" }).click();
    await expect(page.getByRole("heading", { name: "Your alerts" })).toBeVisible();
    await expect(page.getByRole("link", { name: "For sale in Oran Park, 3+ beds" })).toBeVisible();
    await expect(page.getByLabel("How often")).toHaveValue("weekly");

    // The unsubscribe link of the alert e-mails (the same token as the confirmation's): opening it, as a mail scanner
    // does, ends nothing; its one button does, at once.
    const unsubscribe = confirm.replace("/alerts/confirm", "/alerts/unsubscribe");
    await page.goto(unsubscribe);
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Unsubscribe", exact: true })).toBeVisible();
    await expect(page.getByText("For sale in Oran Park, 3+ beds")).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "will get no more" })).toHaveText(
      `${email} will get no more e-mails about: For sale in Oran Park, 3+ beds.`,
    );
    await page.getByRole("link", { name: "See and manage all your alerts" }).click();
    await expect(page.getByText("Unsubscribed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Unsubscribe from/ })).toHaveCount(0);
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`the newsletter: 'Subscribed!', confirm from the e-mail, unsubscribe from the welcome (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }: {
    browser: Browser;
  }) => {
    const email = `reader-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": javaScriptEnabled ? "198.51.100.143" : "198.51.100.144" },
    });
    const page = await context.newPage();
    await page.goto("/insights");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email Address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const status = page.getByRole("form", { name: "Newsletter sign-up" }).getByRole("status");
    await expect(status).toContainText("Subscribed!");
    await expect(status).toContainText("Please confirm from the e-mail we've just sent you.");
    await expect(page.getByRole("form", { name: "Newsletter sign-up" }).getByLabel("Email Address")).toHaveValue("");

    await page.goto(await linkPath(email, "confirm"));
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();

    // The welcome, sent once confirmed, carries the unsubscribe link.
    await page.goto(await linkPath(email, "unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "will get no more" })).toHaveText(
      `${email} will get no more e-mails about: The Ironbark Realty newsletter.`,
    );
    await page.getByRole("link", { name: "See and manage all your alerts" }).click();
    await expect(page.getByText("Unsubscribed", { exact: true })).toBeVisible();
    await context.close();
  });
}

test("the admin sees the alerts sent, opened and unsubscribed per week beside the pause", async ({ page }) => {
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/admin/listings/feed`);
  const table = page.getByRole("table", { name: "Listing alerts per week" });
  await expect(table.getByRole("columnheader")).toHaveText(["Week of", "Sent", "Opened", "Unsubscribed"]);
  await expect(table.locator("tbody tr")).toHaveCount(8);
  // This week: the two saved searches unsubscribed above (the newsletter is not an alert), and no alert sent yet.
  await expect(table.locator("tbody tr").first().getByRole("cell")).toHaveText(["0", "0", "2"]);
  await expect(page.getByRole("button", { name: "Pause all alerts" })).toBeVisible();
});
