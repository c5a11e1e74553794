import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { runAdminCli, startAppServer, type AppServer } from "./support/app-server";
import { ports } from "./support/ports";

/*
 * Issue 27, item 1, as people meet it (SECURITY.md, "Sessions and accounts"): an attacker locks a colleague's account
 * from two addresses; the colleague's own laptop, which signed in before, still gets in while a new browser is
 * refused; the principal unlocks them from /admin/staff, with JavaScript and without; `npm run admin -- unlock` works
 * while the site runs on its embedded database. On a site instance of its own (its own data folder and port), so
 * locking accounts touches no other spec.
 */
// Each test makes 20+ password checks (scrypt) and several sign-ins; on two shared cores that takes a while.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const slow = { timeout: 30_000 };

const port = ports.lockout;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-lockout-"));
const principal = { email: "principal@ironbark.example", password: "Principal-Passw0rd1" };
const colleague = { email: "colleague@ironbark.example", password: "Colleague-Passw0rd1" };
const lockedMessage = /Too many failed sign-ins for this account\. Try again in \d+ minutes?, or ask an administrator to unlock it\./;

// tsx compiling the command, and PGlite migrating a new folder, can take minutes on a loaded machine.
const cliTimeoutMs = 240_000;

let server: AppServer;
let attackRound = 0;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const account of [principal, colleague]) {
    const created = runAdminCli(["create", "--email", account.email, "--password", account.password], dataDir, cliTimeoutMs);
    expect(created.output).toContain(`Created admin ${account.email}`);
  }
  server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false" }, startTimeoutMs: 180_000 });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function newBrowser(browser: Browser, address: string, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": address },
    ...options,
  });
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The audit's attack: ten wrong passwords from each of two addresses, straight at the API. */
async function lockColleague(): Promise<void> {
  attackRound++;
  for (const address of [1, 2]) {
    for (let guess = 0; guess < 10; guess++) {
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json", "x-forwarded-for": `203.0.${attackRound}.${address}` },
        body: JSON.stringify({ email: colleague.email, password: `Wr0ng-guess-${guess}` }),
      });
      expect([401, 429]).toContain(response.status);
    }
  }
}

async function expectLockedOut(browser: Browser, address: string): Promise<void> {
  const stranger = await newBrowser(browser, address);
  try {
    const page = await stranger.newPage();
    await logIn(page, colleague);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: lockedMessage })).toBeVisible(slow);
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await stranger.close();
  }
}

async function expectSignsIn(browser: Browser, address: string): Promise<void> {
  const fresh = await newBrowser(browser, address);
  try {
    const page = await fresh.newPage();
    await logIn(page, colleague);
    await expect(page).toHaveURL(/\/admin\/blog$/, slow);
  } finally {
    await fresh.close();
  }
}

test("a laptop that signed in before keeps signing in while the account is locked; a new browser is refused", async ({ browser }) => {
  const laptop = await newBrowser(browser, "198.51.100.10");
  try {
    const page = await laptop.newPage();
    await logIn(page, colleague);
    await expect(page).toHaveURL(/\/admin\/blog$/, slow);
    // Signed out (the session cookie gone), the laptop keeps only its device cookie.
    await laptop.clearCookies({ name: /session/ });
    expect((await laptop.cookies()).map((cookie) => cookie.name)).toEqual([expect.stringMatching(/sign_in_device$/)]);

    await lockColleague();
    await expectLockedOut(browser, "192.0.2.10");

    await logIn(page, colleague);
    await expect(page).toHaveURL(/\/admin\/blog$/, slow);
  } finally {
    await laptop.close();
  }
});

test("the principal unlocks the colleague from the Staff page", async ({ browser }) => {
  const office = await newBrowser(browser, "198.51.100.20");
  try {
    const page = await office.newPage();
    await logIn(page, principal);
    await expect(page).toHaveURL(/\/admin\/blog$/, slow);
    await page.goto("/admin/staff");
    const row = page.getByRole("row").filter({ hasText: colleague.email });
    await expect(row.getByText(/^Locked until/)).toBeVisible();
    // The principal is not locked: no Unlock beside them.
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: principal.email })
        .getByRole("button", { name: /^Unlock/ }),
    ).toHaveCount(0);

    await row.getByRole("button", { name: /^Unlock/ }).click();
    await expect(row.getByRole("status")).toContainText("Unlocked", slow);
    await expect(row.getByRole("status")).toContainText("can sign in again.");
    await expect(row.getByText(/^Locked until/)).toHaveCount(0);
    await expectSignsIn(browser, "192.0.2.20");
  } finally {
    await office.close();
  }
});

test("without JavaScript, Unlock on the Staff page works and says so in the page", async ({ browser }) => {
  await lockColleague();
  await expectLockedOut(browser, "192.0.2.30");

  const withScripts = await newBrowser(browser, "198.51.100.30");
  const page = await withScripts.newPage();
  await logIn(page, principal);
  await expect(page).toHaveURL(/\/admin\/blog$/, slow);
  const signedIn = await withScripts.storageState();
  await withScripts.close();

  const noScript = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    storageState: signedIn,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.30" },
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto("/admin/staff");
    const row = plain.getByRole("row").filter({ hasText: colleague.email });
    await expect(row.getByText(/^Locked until/)).toBeVisible();
    await row.getByRole("button", { name: /^Unlock/ }).click();
    const answered = plain.getByRole("row").filter({ hasText: colleague.email });
    await expect(answered.getByRole("status")).toContainText("can sign in again.", slow);
    await expect(answered.getByText(/^Locked until/)).toHaveCount(0);
  } finally {
    await noScript.close();
  }
  await expectSignsIn(browser, "192.0.2.31");
});

test("npm run admin -- unlock lifts the lock while the site runs on its embedded database", async ({ browser }) => {
  await lockColleague();
  await expectLockedOut(browser, "192.0.2.40");

  const unlocked = runAdminCli(["unlock", "--email", colleague.email, "--timeout", "60"], dataDir, cliTimeoutMs);
  expect(unlocked.output).toContain(`Unlocked ${colleague.email}: it can sign in again. (applied by the running site)`);
  expect(unlocked.status).toBe(0);
  await expectSignsIn(browser, "192.0.2.41");
});
