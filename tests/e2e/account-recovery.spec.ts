import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { startMailCatcher, waitForPasswordResetLink, type CaughtMail } from "./support/mail-catcher";
import { ports } from "./support/ports";

/*
 * Forgot password, end to end, on a site instance of its own (its own data folder, port and mail catcher, so the
 * admin's password can change without touching the other specs): 'Forgot password?' on /login → the e-mail reaches
 * the SMTP catcher → its link → a new password → sign in with it → the same link a second time is refused with a
 * clear message and a way to ask for a new one.
 */
test.describe.configure({ mode: "serial" });

const port = ports.recovery;
const smtpPort = ports.recoveryMail;
const account = { email: "recovery.admin@ironbark.example", password: "Recovery-Passw0rd1" };
const newPassword = "Brand-New-Passw0rd2";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-recovery-"));

let server: AppServer;
let mail: { messages: CaughtMail[]; close(): Promise<void> };
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  mail = await startMailCatcher(smtpPort);
  server = await startAppServer({
    port,
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password, SEED_ON_START: "false" },
  });
  context = await browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.117" },
  });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await mail?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function logIn(email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test("forgot password → e-mailed link → new password → sign in; the link then fails clearly", async () => {
  test.setTimeout(120_000);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // An address with no account gets the same answer as a real one, and no e-mail.
  const form = page.getByRole("form", { name: "Forgot password" });
  await form.getByLabel("Email").fill("nobody.here@example.com");
  await form.getByRole("button", { name: "Send reset link" }).click();
  const status = form.getByRole("status");
  await expect(status).toContainText("Check your e-mail");
  const neutral = await status.textContent();

  await form.getByLabel("Email").fill(account.email);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(status).toHaveText(neutral ?? "");

  const link = (await waitForPasswordResetLink(mail.messages, account.email)).replace(/^https?:\/\/[^/]+/, "");
  expect(mail.messages.some((m) => m.to.includes("nobody.here@example.com"))).toBe(false);

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const reset = page.getByRole("form", { name: "Choose a new password" });
  // The password rule of sign-up applies.
  await reset.getByLabel("New Password", { exact: true }).fill("weakpassword");
  await reset.getByLabel("Confirm New Password").fill("weakpassword");
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(reset.getByRole("status")).toContainText("Password must contain at least one uppercase letter");

  await reset.getByLabel("New Password", { exact: true }).fill(newPassword);
  await reset.getByLabel("Confirm New Password").fill(newPassword);
  await reset.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(account.email, account.password);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await logIn(account.email, newPassword);
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // The sign-in is in the admin's history.
  await page.goto("/admin/sign-ins");
  await expect(page.getByRole("heading", { name: "Sign-in history" })).toBeVisible();
  await expect(page.getByRole("table").getByText(account.email).first()).toBeVisible();

  // Once only: the same link again says so plainly and offers a new one.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  // Filtered: Next's route announcer is an alert too.
  await expect(page.getByRole("alert").filter({ hasText: "This link has expired or has already been used" })).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test.describe("without JavaScript", () => {
  test("the forgot-password form answers in the page", async ({ browser }) => {
    const noScript = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": "198.51.100.118" },
    });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/forgot-password");
      const form = plain.getByRole("form", { name: "Forgot password" });
      await form.getByLabel("Email").fill("not-an-address");
      await form.getByRole("button", { name: "Send reset link" }).click();
      await expect(plain.getByRole("form", { name: "Forgot password" }).getByRole("status")).toContainText("Invalid email address");
      await plain.getByLabel("Email").fill("someone.else@example.com");
      await plain.getByRole("button", { name: "Send reset link" }).click();
      await expect(plain.getByRole("form", { name: "Forgot password" }).getByRole("status")).toContainText("Check your e-mail");
    } finally {
      await noScript.close();
    }
  });
});
