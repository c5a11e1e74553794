import type { Page } from "@playwright/test";

/** The first admin created from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const adminAccount = { email: "admin@ironbark.example", password: "Admin-Passw0rd!" } as const;

let nextClientAddress = 1;

/**
 * Signs in as the admin and waits for the dashboard. Each call uses its own client address (the e2e server
 * trusts X-Forwarded-For), so the sign-in rate limit never crosses tests.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const address = `203.0.113.${(process.pid + nextClientAddress++) % 250 + 1}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  await page.goto("/login");
  await page.getByLabel("Email").fill(adminAccount.email);
  await page.getByLabel("Password").fill(adminAccount.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/admin\/blog$/);
}
