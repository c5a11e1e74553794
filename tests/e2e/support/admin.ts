import type { Cookie, Page } from "@playwright/test";

/** The first admin created from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const adminAccount = { email: "admin@ironbark.example", password: "Admin-Passw0rd!" } as const;

let nextClientAddress = 1;

/**
 * The admin's session cookies in this worker process: the storage state of its last sign-in through the form, which
 * later calls hand to their own browser context instead of signing in again.
 */
let adminSession: Cookie[] | undefined;

/**
 * Signs in as the admin and waits for the dashboard. Each call uses its own client address (the e2e server
 * trusts X-Forwarded-For), so the sign-in rate limit never crosses tests.
 *
 * Only the first call in a worker signs in through /login; later ones reuse that session (its cookies, as
 * Playwright's `storageState` would) and open /admin/blog directly, which saves a sign-in (a password hash and two
 * page loads) per test. Should the session no longer be valid (or belong to another server), the dashboard sends the
 * browser to /login and this signs in there as before. A test that is about the sign-in form itself should fill it
 * in itself (tests/e2e/auth.spec.ts does).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const address = `203.0.113.${(process.pid + nextClientAddress++) % 250 + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  if (adminSession) {
    await page.context().addCookies(adminSession);
    await page.goto("/admin/blog");
    if (new URL(page.url()).pathname === "/admin/blog") return;
  }
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByLabel("Password").fill(adminAccount.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/admin\/blog$/);
  adminSession = (await page.context().storageState()).cookies;
}
