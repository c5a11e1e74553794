import { expect, test, type Locator, type Page } from "@playwright/test";
import { enquiryMessages } from "@/lib/forms/action-state";
import { adminAccount } from "./support/admin";

/*
 * Australian phone numbers as people write them ("0412 345 678", "(02) 5550 4821") go through the appraisal and
 * careers forms, and are stored without spaces and brackets for staff to call. Selectors and success checks as in
 * forms.spec.ts; each describe block posts from its own client address (the e2e server trusts X-Forwarded-For).
 */

const runId = Date.now().toString(36);

const forms = [
  {
    kind: "appraisal",
    path: "/selling",
    formName: "Free property price update",
    submit: "Find Out More",
    written: "0412 345 678",
    stored: "0412345678",
    values: (email: string) => ({
      "Full Name": "Jane Citizen",
      "Phone Number": "0412 345 678",
      "Email Address": email,
      "Property Address": "12 Example Street, Gregory Hills NSW 2557",
    }),
  },
  {
    kind: "career",
    path: "/team",
    formName: "Careers application",
    submit: "Submit Application",
    written: "(02) 5550 4821",
    stored: "0255504821",
    values: (email: string) => ({
      "Full Name": "Sam Lee",
      "Email Address": email,
      "Phone Number": "(02) 5550 4821",
      Position: "Sales Executive",
      "Tell us about yourself (optional)": "Five years selling homes around Camden and Narellan.",
    }),
  },
] as const;

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const toast = (page: Page, text: string) => toasts(page).locator("[data-sonner-toast]", { hasText: text }).first();

async function fillForm(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

/** Scrolled to the middle of the screen first, clear of the toasts and floating buttons along the bottom. */
async function submit(form: Locator, name: string) {
  const button = form.getByRole("button", { name });
  await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await button.click();
}

for (const [n, spec] of forms.entries()) {
  test.describe(`${spec.kind} form, phone ${spec.written}`, () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${190 + n}` } });

    test(`is accepted, and the lead is stored with ${spec.stored}`, async ({ page, baseURL }) => {
      const email = `phone.${spec.kind}.${runId}@example.com`;
      const values = spec.values(email);
      await page.goto(spec.path);
      await expect(toasts(page)).toBeAttached();
      const form = page.getByRole("form", { name: spec.formName });
      await fillForm(form, values);
      await submit(form, spec.submit);

      const { title, message } = enquiryMessages[spec.kind].success;
      await expect(toast(page, title)).toContainText(message);
      await expect(form.getByRole("status")).toContainText(title);
      for (const label of Object.keys(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
      await expect(form.getByRole("button", { name: spec.submit })).toBeEnabled();

      // Stored without spaces and brackets: the admin's export shows the number staff will call.
      const signIn = await page.request.post("/api/auth/sign-in/email", { data: adminAccount, headers: { origin: baseURL! } });
      expect(signIn.status()).toBe(200);
      const csv = await (await page.request.get(`/api/admin/leads/export?type=${spec.kind}`)).text();
      const rows = csv.split("\r\n").filter((row) => row.includes(email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`,${spec.stored},`);
    });
  });
}
