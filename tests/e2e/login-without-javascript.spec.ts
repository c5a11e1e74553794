import { expect, test } from "@playwright/test";
import { adminAccount } from "./support/admin";

/* Staff can sign in with JavaScript off: a refusal is shown in the form, in view, and the e-mail is kept. */
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.204" } });

test("a wrong password is answered in the form; the right one lands on the dashboard", async ({ page }) => {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(adminAccount.email);
  await form.getByLabel("Password").fill("Not-the-passw0rd");
  await form.getByRole("button", { name: "Log In" }).click();

  const status = page.getByRole("form", { name: "Log in" }).getByRole("status");
  await expect(status).toContainText("Error");
  await expect(status).toContainText("Invalid email or password");
  await expect(status.locator("p")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveValue(adminAccount.email);
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(adminAccount.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a malformed address is refused with the rule's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Log In" }).click();
  const status = page.getByRole("form", { name: "Log in" }).getByRole("status");
  await expect(status).toContainText("Invalid Input");
  await expect(status).toContainText("Invalid email address");
});
