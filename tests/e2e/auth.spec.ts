import { expect, test, type Page } from "@playwright/test";
import { startMailCatcher, waitForVerificationLink, type CaughtMail } from "./support/mail-catcher";

/*
 * Accounts, end to end. The server sends mail to the catcher started here (SMTP_URL in playwright.config.ts),
 * so the file runs serially in one worker that owns the port. Each test uses its own client address
 * (the e2e server trusts X-Forwarded-For), so sign-in rate limits never cross tests.
 */
test.describe.configure({ mode: "serial" });

const admin = { email: "admin@ironbark.example", password: "Admin-Passw0rd!" };
const password = "Member-Passw0rd1";
let messages: CaughtMail[] = [];
let closeCatcher: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  const catcher = await startMailCatcher();
  messages = catcher.messages;
  closeCatcher = catcher.close;
});
test.afterAll(async () => closeCatcher());

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillSignup(page: Page, email: string, pass: string, confirm: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(pass);
  await page.getByLabel("Confirm Password").fill(confirm);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

async function logIn(page: Page, email: string, pass: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(pass);
  await page.getByRole("button", { name: "Log In" }).click();
}

test.describe("sign-up", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.201" } });

  test("shows the first failing rule as 'Invalid Input'", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cases: Array<[string, string, string, string]> = [
      ["not-an-email", password, password, "Invalid email address"],
      ["someone@example.com", "Sh0rt", "Sh0rt", "Password must be at least 8 characters"],
      ["someone@example.com", "lowercase1", "lowercase1", "Password must contain at least one uppercase letter"],
      ["someone@example.com", "UPPERCASE1", "UPPERCASE1", "Password must contain at least one lowercase letter"],
      ["someone@example.com", "NoNumbersHere", "NoNumbersHere", "Password must contain at least one number"],
      ["someone@example.com", password, `${password}x`, "Passwords do not match"],
    ];
    for (const [email, pass, confirm, message] of cases) {
      await fillSignup(page, email, pass, confirm);
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: message });
      await expect(toast).toContainText("Invalid Input");
      await toast.getByRole("button", { name: /close/i }).click();
      await expect(toast).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  test("creates an account, goes to /login, and the e-mailed link confirms it and lands on the home page", async ({ page }) => {
    const email = uniqueEmail("reader");
    await page.goto("/signup");
    await fillSignup(page, email, password, password);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");

    // Before confirming, sign-in is refused with the server's message.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /not verified/i })).toBeVisible();

    const link = await waitForVerificationLink(messages, email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("sign-up without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.204" } });

  test("a refused sign-up says why in the form and keeps the address; nothing is sent", async ({ page }) => {
    const email = uniqueEmail("nojs.refused");
    await page.goto("/signup");
    await fillSignup(page, email, password, `${password}x`);
    const status = page.getByRole("status").filter({ hasText: "Passwords do not match" });
    await expect(status).toContainText("Invalid Input");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    expect(messages.some((message) => message.to.includes(email))).toBe(false);
  });

  test("creates the account, says so, and the e-mailed link confirms it", async ({ page }) => {
    const email = uniqueEmail("nojs.reader");
    await page.goto("/signup");
    await fillSignup(page, email, password, password);
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toContainText("Check your e-mail");
    await expect(page.getByRole("link", { name: "Log in" }).first()).toHaveAttribute("href", "/login");
    const link = await waitForVerificationLink(messages, email);
    expect(link).toContain("/api/auth/verify-email");
  });
});

test.describe("login", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.202" } });

  test("validates, shows 'Logging in...' and the server's message for a wrong password", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("admin@ironbark.example");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password is required" })).toContainText("Invalid Input");

    await page.getByLabel("Password").fill("Wrong-Passw0rd");
    const button = page.getByRole("button", { name: "Log In" });
    await button.click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("admin gate", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.203" } });

  test("sends anonymous visitors to /login", async ({ page }) => {
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
  });

  test("a signed-in non-admin sees 'Access Denied' on /login", async ({ page }) => {
    const email = uniqueEmail("member");
    await page.goto("/signup");
    await fillSignup(page, email, password, password);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto((await waitForVerificationLink(messages, email)).replace(/^https?:\/\/[^/]+/, ""));

    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/login$/);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Access Denied" });
    await expect(toast).toContainText("You don't have admin privileges.");

    // Asking for the page directly does not help either.
    const response = await page.request.get("/admin/blog", { maxRedirects: 0 });
    expect([303, 307, 308]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/login\?denied=1$/);
  });

  test("the admin from ADMIN_EMAIL signs in to the dashboard and its tabs", async ({ page, context }) => {
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const name of ["Blog Posts", "SEO & Crawl Tools", "Leads", "Events"]) {
      await expect(page.getByRole("tab", { name })).toBeVisible();
    }
    await expect(page.getByRole("tab", { name: "Blog Posts" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("table").getByText("Published").first()).toBeVisible();

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.endsWith("session_token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    await page.getByRole("tab", { name: "Leads" }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
  });
});
