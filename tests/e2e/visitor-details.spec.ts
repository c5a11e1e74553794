import { expect, test, type Page } from "@playwright/test";
import { site } from "@/content/site";

/*
 * What a visitor notices (issue 18), at 1440×900 (the desktop project): the events calendar without JavaScript,
 * where a no-JavaScript form answer lands, /mission's fonts, video and yearly results, and the review rating
 * that the structured data claims. Tests that post a form send their own X-Forwarded-For (192.0.2.x, used by no
 * other spec), so no test shares a rate-limit bucket with another.
 */

const suburb = "Gregory Hills";

async function scrollToWhatsOn(page: Page) {
  await page.getByRole("heading", { name: `What's On in ${suburb}` }).scrollIntoViewIfNeeded();
}

test.describe("events calendar without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows no 'Loading events…' spinner, but a note with the office's phone and the contact page", async ({ page }) => {
    await page.goto("/gregory-hills");
    await scrollToWhatsOn(page);
    const calendar = page.getByTestId("events-calendar");
    await expect(calendar).toBeVisible();
    await expect(page.getByText("Loading events…")).toHaveCount(0);
    await expect(calendar.getByRole("status")).toHaveCount(0);
    // Nothing in the served HTML spins: the spinner exists only once JavaScript runs.
    await expect(calendar.locator(".animate-spin")).toHaveCount(0);

    await expect(calendar).toContainText("The events calendar needs JavaScript.");
    const phone = calendar.getByRole("link", { name: site.phone.display });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", `tel:${site.phone.e164}`);
    const contact = calendar.getByRole("link", { name: "send us a message" });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("events calendar with JavaScript", () => {
  test("loads as before, and the no-JavaScript note is not shown", async ({ page }) => {
    await page.goto("/gregory-hills");
    await scrollToWhatsOn(page);
    const calendar = page.getByTestId("events-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByText("The events calendar needs JavaScript.")).toBeHidden();
    await expect(calendar.getByTestId("event-panel")).not.toContainText("Loading events…");
  });
});

/** The form's inline answer, fully on screen (between the fixed header and the bottom) and not covered by anything. */
async function expectOnScreen(page: Page, status: ReturnType<Page["getByRole"]>) {
  const box = await status.boundingBox();
  expect(box, "the answer has a box").not.toBeNull();
  const { headerBottom, height } = await page.evaluate(() => ({
    headerBottom: document.querySelector("header")?.getBoundingClientRect().bottom ?? 0,
    height: window.innerHeight,
  }));
  expect(box!.y, "below the fixed header").toBeGreaterThanOrEqual(headerBottom);
  expect(box!.y + box!.height, "above the bottom of the screen").toBeLessThanOrEqual(height);
  const hit = await status.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(hit, "nothing covers the answer").toBe(true);
}

interface NoScriptForm {
  path: string;
  formName: string;
  submit: string;
  ip: string;
  /** Field label → a valid value. */
  good: Record<string, string>;
  bad: { field: string; value: string; message: string };
  success: string;
}

const noScriptForms: NoScriptForm[] = [
  {
    path: "/contact",
    formName: "Contact enquiry",
    submit: "Send Message",
    ip: "192.0.2.181",
    good: {
      "Full Name": "Jo Brown",
      "Email Address": "jo.visitor@example.com",
      "Phone Number": "(02) 5550 4821",
      "Enquiry Type": "selling",
      Message: "Please call me about selling my home in Oran Park.",
    },
    bad: { field: "Message", value: "Too short", message: "Message must be at least 10 characters" },
    success: "Message Sent!",
  },
  {
    path: "/team",
    formName: "Careers application",
    submit: "Submit Application",
    ip: "192.0.2.182",
    good: {
      "Full Name": "Sam Lee",
      "Email Address": "sam.visitor@example.com",
      "Phone Number": "02 5550 4821",
      Position: "Sales Executive",
    },
    bad: { field: "Phone Number", value: "5550 4821", message: "Invalid Australian phone number" },
    success: "Application Submitted",
  },
];

for (const spec of noScriptForms) {
  test.describe(`${spec.path} form answered without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": spec.ip } });

    async function fill(page: Page, values: Record<string, string>) {
      const form = page.getByRole("form", { name: spec.formName });
      for (const [label, value] of Object.entries(values)) {
        const field = form.getByLabel(label, { exact: true });
        if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
        else await field.fill(value);
      }
      await form.getByRole("button", { name: spec.submit }).click();
      await page.waitForLoadState("load");
      return page.getByRole("form", { name: spec.formName }).getByRole("status");
    }

    test("the page that answers a refused submission opens at the error", async ({ page }) => {
      await page.goto(spec.path);
      const status = await fill(page, { ...spec.good, [spec.bad.field]: spec.bad.value });
      await expect(status).toContainText("Invalid Input");
      await expect(status).toContainText(spec.bad.message);
      await expectOnScreen(page, status);
    });

    test("the page that answers a good submission opens at the success message", async ({ page }) => {
      await page.goto(spec.path);
      const status = await fill(page, spec.good);
      await expect(status).toContainText(spec.success);
      await expectOnScreen(page, status);
    });
  });
}
