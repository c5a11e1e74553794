import type { Cookie, Page } from "@playwright/test";

/** The first admin created from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const adminAccount = { email: "admin@ironbark.example", password: "Admin-Passw0rd!" } as const;

let nextClientAddress = 1;

/**
 * The admin's session cookies in this worker process, one set per server (its origin; "" is the suite's server): the
 * storage state of the last sign-in through the form on that server, which later calls hand to their own browser
 * context instead of signing in again.
 */
const adminSessions = new Map<string, Cookie[]>();

/**
 * Signs in as the admin and waits for the dashboard. Each call uses its own client address (the e2e server
 * trusts X-Forwarded-For), so the sign-in rate limit never crosses tests.
 *
 * Only the first call in a worker signs in through /login; later ones reuse that session (its cookies, as
 * Playwright's `storageState` would) and open /admin/blog directly, which saves a sign-in (a password hash and two
 * page loads) per test. Should the session no longer be valid, the dashboard sends the browser to /login and this
 * signs in there as before. A test that is about the sign-in form itself should fill it in itself (tests/e2e/auth.spec.ts
 * does).
 *
 * `origin`: a server other than the suite's, whose first admin is this account too (a shared instance,
 * ./shared-servers.ts); its session is kept apart. Cookies do not tell ports apart, so one context holds the session
 * of one server at a time.
 */
export async function signInAsAdmin(page: Page, origin = ""): Promise<void> {
  const address = `203.0.113.${((process.pid + nextClientAddress++) % 250) + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  const dashboard = `${origin}/admin/blog`;
  const session = adminSessions.get(origin);
  if (session) {
    await page.context().addCookies(session);
    await page.goto(dashboard);
    if (new URL(page.url()).pathname === "/admin/blog") return;
  }
  if (new URL(page.url()).pathname !== "/login") await page.goto(`${origin}/login`);
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByLabel("Password").fill(adminAccount.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/admin\/blog$/);
  adminSessions.set(origin, (await page.context().storageState()).cookies);
}
