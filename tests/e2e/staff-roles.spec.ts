import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { startMailCatcher, waitForInvitationLink, type CaughtMail } from "./support/mail-catcher";
import { ports } from "./support/ports";

/*
 * Roles and staff in the browser, on a site instance of its own (its own data folder, port and mail catcher): the admin
 * invites an editor and an agent from /admin/staff; each accepts the e-mailed link; the editor sees no Staff link and is
 * sent away from /admin/staff; the agent, signed in in another browser, is signed out on their next request once the
 * admin deactivates them; a used link says so. The editor has no "Update Blog Images" (admins only).
 */
test.describe.configure({ mode: "serial" });

const port = ports.staff;
const smtpPort = ports.staffMail;
const admin = { email: "staff.admin@ironbark.example", password: "Staff-Admin-Passw0rd1" };
const editor = { email: "editor@ironbark.example", name: "Erin Editor", password: "Editor-Passw0rd1" };
const agent = { email: "agent@ironbark.example", name: "Alex Agent", password: "Agent-Passw0rd1" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-staff-"));

let server: AppServer;
let mail: { messages: CaughtMail[]; close(): Promise<void> };
let adminContext: BrowserContext;
let adminPage: Page;
let clientAddress = 10;

async function newBrowser(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clientAddress++}` },
  });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/admin\/blog$/);
}

/** Invites from the Staff page, then accepts the e-mailed link in a fresh browser; returns the link. */
async function inviteAndAccept(
  browser: Browser,
  person: { email: string; name: string; password: string },
  role: "Editor" | "Agent",
): Promise<string> {
  await adminPage.goto("/admin/staff");
  const form = adminPage.getByRole("form", { name: "Invite staff" });
  await form.getByLabel("E-mail address").fill(person.email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("status")).toContainText("Invitation sent");

  // The e-mail carries SITE_URL's origin; this instance listens elsewhere.
  const link = new URL(await waitForInvitationLink(mail.messages, person.email));
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await page.getByLabel("Your Name").fill(person.name);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm Password").fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("Welcome aboard")).toBeVisible();
  await context.close();
  return link.pathname;
}

test.beforeAll(async ({ browser }) => {
  mail = await startMailCatcher(smtpPort);
  server = await startAppServer({
    port,
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_ON_START: "false" },
  });
  adminContext = await newBrowser(browser);
  adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, admin.password);
});

test.afterAll(async () => {
  await adminContext?.close();
  await server?.stop();
  await mail?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an invited editor signs in, sees no Staff link and is sent away from /admin/staff; the used link says so", async ({ browser }) => {
  test.setTimeout(120_000);
  const invitation = await inviteAndAccept(browser, editor, "Editor");
  await adminPage.reload();
  await expect(adminPage.getByRole("row", { name: new RegExp(editor.name) })).toBeVisible();

  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page, editor.email, editor.password);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Sign-ins" })).toHaveCount(0);

  await page.goto("/admin/staff");
  await page.waitForURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  // The editor publishes posts but does not get "Update Blog Images", which rewrites the seeded posts (admins only).
  await expect(page.getByRole("button", { name: "New Post" }).or(page.getByRole("link", { name: "New Post" }))).toBeVisible();
  await expect(page.getByRole("button", { name: /Update Blog Images/ })).toHaveCount(0);

  await page.goto(invitation);
  await expect(page.getByText("This invitation has already been used.")).toBeVisible();
  await context.close();
});

test("without JavaScript the admin changes a colleague's role, and the page says so", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    storageState: await adminContext.storageState(),
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clientAddress++}` },
  });
  const page = await context.newPage();
  const roleOf = (name: string) => page.getByRole("row", { name: new RegExp(name) }).getByLabel(`Role of ${name}`);
  await page.goto("/admin/staff");
  await roleOf(editor.name).selectOption({ label: "Agent" });
  await page.getByRole("button", { name: `Save role of ${editor.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Role changed" })).toContainText(`${editor.name} is now Agent.`);
  await expect(roleOf(editor.name).locator("option:checked")).toHaveText("Agent");
  // And back, for the tests after this one.
  await roleOf(editor.name).selectOption({ label: "Editor" });
  await page.getByRole("button", { name: `Save role of ${editor.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Role changed" })).toContainText(`${editor.name} is now Editor.`);
  await context.close();
});

test("a deactivated agent's open admin tab is signed out on its next request", async ({ browser }) => {
  test.setTimeout(120_000);
  await inviteAndAccept(browser, agent, "Agent");

  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page, agent.email, agent.password);
  await expect(page.getByRole("tab", { name: "My Posts" })).toBeVisible();

  await adminPage.goto("/admin/staff");
  await adminPage
    .getByRole("row", { name: new RegExp(agent.name) })
    .locator("summary", { hasText: "Deactivate" })
    .click();
  await adminPage
    .getByRole("form", { name: `Deactivate ${agent.name}` })
    .getByRole("button", { name: `Deactivate ${agent.name}` })
    .click();
  await expect(adminPage.getByRole("region", { name: "Former staff" }).getByText(agent.email)).toBeVisible();

  await page.reload();
  await page.waitForURL(/\/login$/);
  await context.close();
});
