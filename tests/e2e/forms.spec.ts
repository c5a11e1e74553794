import { expect, test, type Locator, type Page } from "@playwright/test";
import { enquiryMessages } from "@/lib/forms/action-state";
import { adminAccount } from "./support/admin";
import { recordLoadedScripts } from "./support/loaded-scripts";

/*
 * The lead forms, table-driven over the spec's validation rules (section 5) and texts (section 8).
 * Each describe block posts from its own client address (the e2e server trusts X-Forwarded-For), so no
 * test shares a rate-limit bucket with another.
 */

const x = (n: number) => "x".repeat(n);
const longEmail = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

interface FormSpec {
  kind: keyof typeof enquiryMessages;
  path: string;
  formName: string;
  submit: string;
  pending: string;
  /** Field label → a valid value. */
  good: Record<string, string>;
  /** [field label, bad value, the spec's message]. */
  bad: [string, string, string][];
}

const forms: FormSpec[] = [
  {
    kind: "appraisal",
    path: "/selling",
    formName: "Free property price update",
    submit: "Find Out More",
    pending: "Submitting...",
    good: {
      "Full Name": "Jane Citizen",
      "Phone Number": "0412345678",
      "Email Address": "jane@example.com",
      "Property Address": "12 Example Street, Gregory Hills NSW 2557",
    },
    bad: [
      ["Full Name", "   ", "Name is required"],
      ["Full Name", x(101), "Name must be less than 100 characters"],
      ["Email Address", "not-an-email", "Invalid email address"],
      ["Email Address", longEmail(256), "Email must be less than 255 characters"],
      ["Phone Number", "12345", "Invalid Australian phone number"],
      ["Property Address", "1 St", "Address must be at least 5 characters"],
      ["Property Address", x(201), "Address must be less than 200 characters"],
    ],
  },
  {
    kind: "career",
    path: "/team",
    formName: "Careers application",
    submit: "Submit Application",
    pending: "Submitting...",
    good: {
      "Full Name": "Sam Lee",
      "Email Address": "sam@example.com",
      "Phone Number": "02 5550 4821",
      Position: "Sales Executive",
      "Tell us about yourself (optional)": "Five years selling homes around Camden and Narellan.",
    },
    bad: [
      ["Full Name", "", "Name is required"],
      ["Full Name", x(101), "Name must be less than 100 characters"],
      ["Email Address", "sam@", "Invalid email address"],
      ["Email Address", longEmail(256), "Email must be less than 255 characters"],
      ["Phone Number", "5550 4821", "Invalid Australian phone number"],
      ["Position", " ", "Position is required"],
      ["Position", x(101), "Position must be less than 100 characters"],
      ["Tell us about yourself (optional)", x(1001), "Message must be less than 1000 characters"],
    ],
  },
  {
    kind: "contact",
    path: "/contact",
    formName: "Contact enquiry",
    submit: "Send Message",
    pending: "Sending...",
    good: {
      "Full Name": "Jo Brown",
      "Email Address": "jo@example.com",
      "Phone Number": "(02) 5550 4821",
      "Enquiry Type": "selling",
      Message: "Please call me about selling my home in Oran Park.",
    },
    bad: [
      ["Full Name", "J", "Name must be at least 2 characters"],
      ["Full Name", x(101), "Name must be less than 100 characters"],
      ["Email Address", "jo", "Invalid email address"],
      ["Email Address", longEmail(256), "Email must be less than 255 characters"],
      ["Phone Number", "123456789", "Phone number must be at least 10 digits"],
      ["Phone Number", "1234567890123456", "Phone number must be less than 15 digits"],
      ["Phone Number", "02-5550-4821x", "Invalid phone number format"],
      ["Enquiry Type", "", "Please select an enquiry type"],
      ["Message", "Too short", "Message must be at least 10 characters"],
      ["Message", x(1001), "Message must be less than 1000 characters"],
    ],
  },
];

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const toast = (page: Page, text: string) => toasts(page).locator("[data-sonner-toast]", { hasText: text }).first();

async function setField(form: Locator, label: string, value: string) {
  const field = form.getByLabel(label, { exact: true });
  if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
  else await field.fill(value);
}

async function fillForm(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await setField(form, label, value);
}

/** Scrolled to the middle of the screen first, clear of the toasts and floating buttons along the bottom. */
async function submit(form: Locator, name: string) {
  const button = form.getByRole("button", { name });
  await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await button.click();
}

/** Server action calls carry a Next-Action header. */
function countActionPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.headers()["next-action"]) posts += 1;
  });
  return () => posts;
}

for (const [n, spec] of forms.entries()) {
  test.describe(`${spec.kind} form`, () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${110 + n}` } });

    test("shows each rule's message in an 'Invalid Input' toast without calling the server", async ({ page }) => {
      // A table of a dozen fill-and-submit rounds: allow for a busy machine.
      test.setTimeout(90_000);
      const posts = countActionPosts(page);
      await page.goto(spec.path);
      await expect(toasts(page)).toBeAttached();
      const form = page.getByRole("form", { name: spec.formName });

      for (const [label, value, message] of spec.bad) {
        await fillForm(form, spec.good);
        await setField(form, label, value);
        await submit(form, spec.submit);
        await expect(toast(page, message), `${label} = ${JSON.stringify(value.slice(0, 20))}`).toContainText("Invalid Input");
      }
      expect(posts()).toBe(0);
    });

    test("a good submission shows the success toast and clears the fields", async ({ page }) => {
      await page.goto(spec.path);
      await expect(toasts(page)).toBeAttached();
      // Hold the action's response a moment, to see the submitting state.
      await page.route(
        (url) => url.pathname === spec.path,
        async (route) => {
          if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        },
      );
      const form = page.getByRole("form", { name: spec.formName });
      await fillForm(form, spec.good);
      await submit(form, spec.submit);
      await expect(form.getByRole("button", { name: spec.pending })).toBeDisabled();

      const { title, message } = enquiryMessages[spec.kind].success;
      await expect(toast(page, title)).toContainText(message);
      await expect(form.getByRole("status")).toContainText(title);
      for (const label of Object.keys(spec.good)) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
      await expect(form.getByRole("button", { name: spec.submit })).toBeEnabled();
    });
  });
}

test.describe("validation code on demand", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.120" } });

  test("the form pages' first scripts carry neither zod nor the toast library", async ({ request }) => {
    for (const path of ["/contact", "/team", "/selling", "/insights", "/buying"]) {
      const html = await (await request.get(path)).text();
      const sources = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
      expect(sources.length, path).toBeGreaterThan(0);
      const code = await Promise.all(sources.map(async (src) => (await request.get(src)).text()));
      expect(code.filter((text) => text.includes("ZodError")).length, `${path}: zod`).toBe(0);
      expect(code.filter((text) => text.includes("sonner-toast")).length, `${path}: sonner`).toBe(0);
    }
  });

  test("zod is not in the page's first scripts; it loads when the form is first focused", async ({ page }) => {
    const loadedCode = recordLoadedScripts(page);
    const zodLoaded = async () => (await loadedCode()).some((code) => code.includes("ZodError"));
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect((await loadedCode()).length).toBeGreaterThan(0);
    expect(await zodLoaded()).toBe(false);

    const form = page.getByRole("form", { name: "Contact enquiry" });
    await form.getByLabel("Full Name", { exact: true }).focus();
    await expect.poll(zodLoaded).toBe(true);
    await submit(form, "Send Message");
    await expect(toast(page, "Name must be at least 2 characters")).toContainText("Invalid Input");
  });

  test("when the validation code cannot load, the form is sent and the server's check answers", async ({ page }) => {
    const posts = countActionPosts(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await expect(toasts(page)).toBeAttached();
    // Every script that would bring zod fails to load; the rest (the toasts' code among them) loads as usual.
    await page.route("**/_next/static/chunks/**", async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes("ZodError")) await route.abort();
      else await route.fulfill({ response });
    });

    const form = page.getByRole("form", { name: "Contact enquiry" });
    const contact = forms.find((spec) => spec.kind === "contact");
    await fillForm(form, contact?.good ?? {});
    await setField(form, "Message", "Too short");
    await submit(form, "Send Message");
    await expect(toast(page, "Message must be at least 10 characters")).toContainText("Invalid Input");
    expect(posts()).toBe(1);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Too short");
  });
});

test.describe("contact form with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.120" } });

  test("submits, renders the success message, and the lead is stored once", async ({ page, baseURL }) => {
    const contact = forms.find((f) => f.kind === "contact")!;
    const message = `No script needed, reference ${Date.now().toString(36)}.`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.formName });
    await fillForm(form, { ...contact.good, Message: message });
    await form.getByRole("button", { name: contact.submit }).click();

    const status = page.getByRole("form", { name: contact.formName }).getByRole("status");
    await expect(status).toContainText(enquiryMessages.contact.success.title);
    await expect(status).toContainText(enquiryMessages.contact.success.message);
    await expect(page.getByRole("form", { name: contact.formName }).getByLabel("Full Name", { exact: true })).toHaveValue("");

    // Stored: the admin's export lists it exactly once.
    const signIn = await page.request.post("/api/auth/sign-in/email", { data: adminAccount, headers: { origin: baseURL! } });
    expect(signIn.status()).toBe(200);
    const csv = await (await page.request.get("/api/admin/leads/export?type=contact")).text();
    expect(csv.split(message).length - 1).toBe(1);
  });

  test("a refused submission shows the rule's message and keeps what was typed", async ({ page }) => {
    const contact = forms.find((f) => f.kind === "contact")!;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: contact.formName });
    await fillForm(form, { ...contact.good, Message: "Too short" });
    await form.getByRole("button", { name: contact.submit }).click();

    const after = page.getByRole("form", { name: contact.formName });
    await expect(after.getByRole("status")).toContainText("Invalid Input");
    await expect(after.getByRole("status")).toContainText("Message must be at least 10 characters");
    await expect(after.getByLabel("Full Name", { exact: true })).toHaveValue("Jo Brown");
    await expect(after.getByLabel("Enquiry Type", { exact: true })).toHaveValue("selling");
    await expect(after.getByLabel("Message", { exact: true })).toHaveValue("Too short");
  });
});
