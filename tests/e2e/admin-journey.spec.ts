import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startAppServer, runAdminCli, type AppServer } from "./support/app-server";
import { startMailCatcher, waitForVerificationLink, type CaughtMail } from "./support/mail-catcher";
import { findServerActionId } from "./support/server-actions";
import { ports } from "./support/ports";

/*
 * The whole life of an editor, on a site instance of its own (its own data folder, mail catcher and port),
 * so it can be stopped and restarted: sign up → confirm by e-mail → the admin CLI refuses the folder the
 * running site holds → stop the site → promote → start it again → log in → schedule, publish, edit and
 * delete a post. Then the session must survive another restart.
 */
test.describe.configure({ mode: "serial" });

const port = ports.journey;
const smtpPort = ports.journeyMail;
const editor = { email: `editor.${Date.now()}@example.com`, password: "Editor-Passw0rd1" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-journey-"));
const serverEnv = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };

let server: AppServer;
let mail: { messages: CaughtMail[]; close(): Promise<void> };
let context: BrowserContext;
let page: Page;

async function restart(): Promise<void> {
  expect(await server.stop()).toBe(0);
  server = await startAppServer({ port, dataDir, env: serverEnv });
}

async function openContext(browser: Browser): Promise<void> {
  context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" },
  });
  page = await context.newPage();
}

test.beforeAll(async ({ browser }) => {
  mail = await startMailCatcher(smtpPort);
  server = await startAppServer({ port, dataDir, env: serverEnv });
  await openContext(browser);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await mail?.close();
});

test("sign up, confirm, get promoted by the CLI, and schedule, publish, edit and delete a post", async () => {
  test.setTimeout(300_000);

  await page.goto("/signup");
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByLabel("Confirm Password").fill(editor.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await waitForVerificationLink(mail.messages, editor.email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL(`http://localhost:${port}/`);

  // Signed in but not an admin: the dashboard and its server actions both refuse.
  await page.goto("/login");
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Access Denied" })).toBeVisible();
  const actionId = findServerActionId("createPostAction");
  const direct = await page.request.post("/admin/blog/new", {
    headers: {
      "next-action": actionId,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: `http://localhost:${port}`,
    },
    data: JSON.stringify([
      {
        title: "Sneaky",
        slug: "sneaky",
        excerpt: "x",
        content: "<p>x</p>",
        category: "x",
        authorSlug: "daniel-whitford",
        readTime: "1 min",
        isPublished: true,
        scheduledDate: "",
      },
    ]),
  });
  expect(await direct.text()).toContain("You don't have admin privileges.");
  expect((await page.request.get("/insights/sneaky")).status()).toBe(404);

  // The CLI will not open the embedded database the running site holds…
  const refused = runAdminCli(["promote", "--email", editor.email], dataDir);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain("Stop the running site and try again");

  // …but promotes once the site is stopped.
  expect(await server.stop()).toBe(0);
  const promoted = runAdminCli(["promote", "--email", editor.email], dataDir);
  expect(promoted.output).toContain(editor.email);
  expect(promoted.status).toBe(0);
  server = await startAppServer({ port, dataDir, env: serverEnv });

  await page.goto("/login");
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill(editor.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  // Create a post scheduled for tomorrow.
  const title = `Leppington Open Homes Weekend ${Date.now()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByRole("link", { name: "New Post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("Six homes open on Saturday around the new town centre.");
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await body.pressSequentially("Saturday from 10am, six homes across Leppington.");
  await page.getByLabel("Category").fill("Local Living");
  await page.getByLabel("Author").selectOption({ label: "Priya Raman, Sales Executive" });
  await page.getByLabel("Read time").fill("2 min read");
  const publish = page.getByLabel("Publish immediately");
  await expect(publish).not.toBeChecked();
  await page.getByLabel("Scheduled date").fill(localDateTime(1));
  await expect(publish).toBeChecked();
  await page.getByRole("button", { name: "Create Post" }).click();

  await expect(page).toHaveURL(/\/admin\/blog$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Scheduled:");

  // Scheduled for later: not public yet.
  expect((await page.request.get(`/insights/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/insights")).text()).not.toContain(title);

  // Move its date into the past: it is live, without a rebuild or restart.
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await page.getByLabel("Scheduled date").fill(localDateTime(-1));
  await page.getByLabel("Excerpt").fill("Six homes open on Saturday, with a sausage sizzle.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: `http://localhost:${port}`, timezoneId: "Australia/Sydney" });
  await visitor.goto(`/insights/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Saturday from 10am, six homes across Leppington.")).toBeVisible();
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Six homes open on Saturday, with a sausage sizzle.",
  );

  // Delete, after the spec's question.
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this post?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  // The dialog closes once the server has answered; while it is open the rows behind it are hidden from the
  // accessibility tree, so counting them alone would not wait for the delete.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  await visitor.goto(`/insights/${slug}`);
  await expect(visitor.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
  await visitor.close();
});

test("a signed-in session survives a server restart", async () => {
  test.setTimeout(120_000);
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await restart();
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

/** "YYYY-MM-DDTHH:mm" for <input type="datetime-local">, `days` from now, in the browser's zone (Australia/Sydney). */
function localDateTime(days: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}
