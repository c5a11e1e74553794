import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Dialog, type Page } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { startMailCatcher, waitForInvitationLink, type CaughtMail } from "./support/mail-catcher";
import { ports } from "./support/ports";

/*
 * Issue 27, items 10–12 and 14, in the browser on a site instance of its own: routing rules refuse an editor and are
 * reordered by keyboard, by drag and without JavaScript; an office manager sees every lead and gives one to someone
 * else but cannot open /admin/staff; deactivating an agent asks where their open leads go and moves them (with and
 * without JavaScript); admin forms warn before unsaved edits are lost, and not after a save; a password change keeps
 * this browser signed in, says so, and signs the others out.
 */
test.describe.configure({ mode: "serial" });

const port = ports.backOffice;
const smtpPort = ports.backOfficeMail;
const admin = { email: "office.admin@ironbark.example", name: "Pat Principal", password: "Office-Admin-Passw0rd1" };
const manager = { email: "manager@ironbark.example", name: "Mia Manager", password: "Manager-Passw0rd1" };
const ava = { email: "ava@ironbark.example", name: "Ava Agent", password: "Ava-Agent-Passw0rd1" };
const ben = { email: "ben@ironbark.example", name: "Ben Agent", password: "Ben-Agent-Passw0rd1" };
const erin = { email: "erin@ironbark.example", name: "Erin Editor", password: "Erin-Editor-Passw0rd1" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-back-office-"));

let server: AppServer;
let mail: { messages: CaughtMail[]; close(): Promise<void> };
let adminContext: BrowserContext;
let adminPage: Page;
let clientAddress = 10;

async function newBrowser(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clientAddress++}` },
    ...options,
  });
}

async function logIn(page: Page, email: string, password: string, landing: RegExp = /\/admin\/blog$/) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(landing);
}

async function inviteAndAccept(browser: Browser, person: { email: string; name: string; password: string }, role: string) {
  await adminPage.goto("/admin/staff");
  const form = adminPage.getByRole("form", { name: "Invite staff" });
  await form.getByLabel("E-mail address").fill(person.email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("status")).toContainText("Invitation sent");
  const link = new URL(await waitForInvitationLink(mail.messages, person.email));
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await page.goto(link.pathname);
  await page.getByLabel("Your Name").fill(person.name);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm Password").fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("Welcome aboard")).toBeVisible();
  await context.close();
}

/** A visitor's buying enquiry through /contact; returns the visitor's name. */
async function contactLead(browser: Browser, name: string, message: string) {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact enquiry" });
  await form.getByLabel("Full Name", { exact: true }).fill(name);
  await form.getByLabel("Email Address", { exact: true }).fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await form.getByLabel("Phone Number", { exact: true }).fill("(02) 5550 4821");
  await form.getByLabel("Enquiry Type", { exact: true }).selectOption("buying");
  await form.getByLabel("Message", { exact: true }).fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Message Sent!");
  await context.close();
}

const leadCard = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const ruleRows = (page: Page) => page.getByRole("table", { name: /Routing rules/ }).locator("tbody tr");

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  mail = await startMailCatcher(smtpPort);
  server = await startAppServer({
    port,
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_ON_START: "false" },
  });
  adminContext = await newBrowser(browser);
  adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, admin.password);
  await inviteAndAccept(browser, manager, "Office manager");
  await inviteAndAccept(browser, ava, "Agent");
  await inviteAndAccept(browser, ben, "Agent");
  await inviteAndAccept(browser, erin, "Editor");
});

test.afterAll(async () => {
  await adminContext?.close();
  await server?.stop();
  await mail?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a rule for an editor is refused with a reason; rules are reordered by keyboard, by drag and without JavaScript", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await adminPage.goto("/admin/leads/settings");
  const add = adminPage.getByRole("form", { name: "Add a routing rule" });
  // The editor is not even offered; the server refuses them anyway (tests/integration/back-office-leads.test.ts).
  await expect(add.getByLabel("Goes to").locator("option", { hasText: erin.name })).toHaveCount(0);
  await expect(add.getByLabel("Goes to").locator("option", { hasText: manager.name })).toHaveCount(1);

  await add.getByLabel("Enquiry type").selectOption({ label: "Contact: Buying Property" });
  await add.getByLabel("Goes to").selectOption({ label: ava.name });
  await add.getByRole("button", { name: "Add rule" }).click();
  await expect(ruleRows(adminPage)).toHaveCount(1);
  await add.getByLabel("Suburb").fill("Oran Park");
  await add.getByLabel("Goes to").selectOption({ label: ben.name });
  await add.getByRole("button", { name: "Add rule" }).click();
  await expect(ruleRows(adminPage)).toHaveCount(2);
  await expect(ruleRows(adminPage).nth(0)).toContainText(ava.name);

  // Keyboard: focus "Move up" on rule 2 and press Enter; the rule moves, the answer is announced, focus stays on it.
  await adminPage.getByRole("button", { name: /^Move up rule 2:/ }).focus();
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByRole("status").filter({ hasText: "Order saved" })).toContainText("The rule is now number 1.");
  await expect(ruleRows(adminPage).nth(0)).toContainText(ben.name);
  await expect(adminPage.getByRole("button", { name: /^Move down rule 1:.*Oran Park/ })).toBeFocused();

  // Drag: Ava's rule (now 2nd) dropped on the first row goes first.
  await ruleRows(adminPage).nth(1).locator('[title="Drag to reorder"]').dragTo(ruleRows(adminPage).nth(0));
  await expect(ruleRows(adminPage).nth(0)).toContainText(ava.name);
  await expect(adminPage.locator("p[aria-live=assertive]")).toHaveText("Rule 2 dropped at place 1.");

  // Without JavaScript: the same buttons post the form, and the page comes back in the new order, saying so.
  const context = await newBrowser(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password);
  await page.goto("/admin/leads/settings");
  await expect(ruleRows(page).nth(0)).toContainText(ava.name);
  await page.getByRole("button", { name: /^Move down rule 1:/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order saved" })).toBeVisible();
  await expect(ruleRows(page).nth(0)).toContainText(ben.name);
  await expect(ruleRows(page).nth(1)).toContainText(ava.name);
  await context.close();
});

test("an office manager sees every lead and gives one to someone else, but cannot open /admin/staff", async ({ browser }) => {
  test.setTimeout(120_000);
  // Rule 1 (Oran Park → Ben) does not match; rule 2 (buying → Ava) does.
  await contactLead(browser, "Quinn Buyer", "We would like to buy a family home in Leppington.");

  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page, manager.email, manager.password, /\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  const lead = leadCard(page, "Quinn Buyer");
  await expect(lead.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(ava.name);

  const owner = lead.getByRole("form", { name: "Owner of Quinn Buyer" });
  await owner.getByLabel("Owner", { exact: true }).selectOption({ label: ben.name });
  await owner.getByRole("button", { name: /Save owner/ }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Owner changed");
  await page.reload();
  await expect(leadCard(page, "Quinn Buyer").getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(ben.name);

  await page.goto("/admin/staff");
  await page.waitForURL(/\/admin\/leads$/);
  await page.goto("/admin/leads/settings");
  await page.waitForURL(/\/admin\/leads$/);
  await context.close();
});

test("deactivating an agent with open leads asks where they go and moves them, with JavaScript and without", async ({ browser }) => {
  test.setTimeout(120_000);
  // Ben owns Quinn's lead (the office manager gave it to him).
  await adminPage.goto("/admin/staff");
  const benRow = adminPage.getByRole("row", { name: new RegExp(ben.name) });
  await benRow.locator("summary", { hasText: "Deactivate" }).click();
  const form = adminPage.getByRole("form", { name: `Deactivate ${ben.name}` });
  await expect(form.getByRole("group", { name: `Where should ${ben.name}'s 1 open lead go?` })).toBeVisible();
  await form.getByLabel("To the principal").check();
  await form.getByRole("button", { name: `Deactivate ${ben.name}` }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: `${ben.name} was deactivated.` })).toContainText(
    "Their 1 open lead went to the principal",
  );
  await expect(adminPage.getByRole("status").filter({ hasText: "was deactivated" })).toBeInViewport();

  await adminPage.goto("/admin/leads");
  const quinn = leadCard(adminPage, "Quinn Buyer");
  await expect(quinn.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText("Principal");
  await expect(quinn).toContainText(`Moved from ${ben.name} to the principal: ${ben.name} was deactivated.`);

  // Without JavaScript: Ava owns a new lead; the choice is required, and the move happens on the server.
  await contactLead(browser, "Rory Buyer", "Looking to buy a townhouse near the station.");
  const context = await newBrowser(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await logIn(page, admin.email, admin.password);
  await page.goto("/admin/staff");
  await page
    .getByRole("row", { name: new RegExp(ava.name) })
    .locator("summary", { hasText: "Deactivate" })
    .click();
  const avaForm = page.getByRole("form", { name: `Deactivate ${ava.name}` });
  await expect(avaForm).toContainText("There is no other agent: they go to the principal.");
  await avaForm.getByLabel(/To the other agents in turn/).check();
  await avaForm.getByRole("button", { name: `Deactivate ${ava.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${ava.name} was deactivated.` })).toContainText(
    "Their 1 open lead went to the other agents in turn",
  );
  await expect(page.getByRole("region", { name: "Former staff" }).getByText(ava.email)).toBeVisible();
  await page.goto("/admin/leads");
  await expect(leadCard(page, "Rory Buyer")).toContainText(`Moved from ${ava.name} to the principal: ${ava.name} was deactivated.`);
  await context.close();
});

test.describe("unsaved edits", () => {
  async function expectWarningOnLeaving(page: Page) {
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const before = page.url();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
    await expect.poll(() => questions).toEqual(["confirm: You have unsaved changes. Leave this page and lose them?"]);
    expect(page.url()).toBe(before);
    page.removeAllListeners("dialog");
  }

  test("the post editor and the team form ask before a link leaves unsaved edits, and closing the tab asks too", async ({ browser }) => {
    const context = await newBrowser(browser);
    const page = await context.newPage();
    await logIn(page, admin.email, admin.password);

    await page.goto("/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill("Half-written post");
    await expectWarningOnLeaving(page);

    // Leaving by typing an address: the browser's own question (beforeunload), answered "Leave".
    const leave = (dialog: Dialog) => void dialog.accept();
    page.on("dialog", leave);
    await page.goto("/admin/team/new");
    page.off("dialog", leave);
    await page.getByLabel("Name", { exact: true }).fill("Half-added Member");
    await expectWarningOnLeaving(page);

    const closing = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await closing;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.accept();
    await context.close();
  });

  test("the agency settings ask before leaving unsaved edits, show the saved message in view, and leave freely once saved", async ({
    browser,
  }) => {
    const context = await newBrowser(browser);
    const page = await context.newPage();
    await logIn(page, admin.email, admin.password);
    await page.goto("/admin/settings/agency");
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("(02) 4600 9999");
    await expectWarningOnLeaving(page);

    await page.getByRole("button", { name: "Save settings" }).click();
    // The answer sits above the form, far from the Save button: it is brought into view and focused.
    const saved = page.getByRole("status").filter({ hasText: "Saved." }).locator("p");
    await expect(saved).toBeInViewport();
    await expect(saved).toBeFocused();

    let asked = false;
    page.on("dialog", (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
    await page.waitForURL(/\/admin\/account$/);
    expect(asked).toBe(false);
    await context.close();
  });
});

// Issue 27, item 14: the page rendered with the action's answer reads the session through cookies(), which carry the new
// session cookie (decision record 023).
test("a password change keeps this browser signed in, says so, and signs the others out", async ({ browser }) => {
  test.setTimeout(120_000);
  const here = await newBrowser(browser);
  const elsewhere = await newBrowser(browser);
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await logIn(page, manager.email, manager.password, /\/admin\/leads$/);
  await logIn(other, manager.email, manager.password, /\/admin\/leads$/);

  await page.goto("/admin/account");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current Password").fill(manager.password);
  await form.getByLabel("New Password", { exact: true }).fill("Manager-Changed-Passw0rd2");
  await form.getByLabel("Confirm New Password").fill("Manager-Changed-Passw0rd2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("You stay signed in on this device; every other device was signed out.");

  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { level: 1, name: "Leads", exact: true })).toBeVisible();
  await other.goto("/admin/leads");
  await other.waitForURL(/\/login/);
  await here.close();
  await elsewhere.close();
});
