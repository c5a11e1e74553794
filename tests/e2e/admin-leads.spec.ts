import { expect, test, type Page } from "@playwright/test";
import { enquiryMessages } from "@/lib/forms/action-state";
import { signInAsAdmin } from "./support/admin";

/*
 * The admin's Leads and Events tabs, end to end: a visitor's contact enquiry reaches the Leads tab with its
 * e-mail, owner and reply clock, takes a status and a note, and is deleted on request; an event added in the Events tab shows on the suburb's public calendar
 * on its date, and is gone once deleted.
 */

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .locator("[data-sonner-toast]", { hasText: text })
    .first();

async function openTab(page: Page, name: "Leads" | "Events") {
  await page.getByRole("tab", { name }).click();
  const panel = page.getByRole("tabpanel", { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** A day `offset` days after today in Sydney (the browser's zone too), as YYYY-MM-DD. */
function sydneyKey(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** "Sunday, November 22, 2026": how the calendar names a day button. */
function dayName(key: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${key}T00:00:00Z`),
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("admin Leads tab", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.140" } });

  test("a visitor's contact enquiry is listed once with its e-mail, takes a status and a note, and can be deleted", async ({ page }) => {
    const stamp = Date.now().toString(36);
    const name = `Leads Tester ${stamp}`;
    const message = `Please call me about selling, reference ${stamp}.`;

    await page.goto("/contact");
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
    const form = page.getByRole("form", { name: "Contact enquiry" });
    await form.getByLabel("Full Name", { exact: true }).fill(name);
    await form.getByLabel("Email Address", { exact: true }).fill(`leads.${stamp}@example.com`);
    await form.getByLabel("Phone Number", { exact: true }).fill("(02) 5550 4821");
    await form.getByLabel("Enquiry Type", { exact: true }).selectOption("selling");
    await form.getByLabel("Message", { exact: true }).fill(message);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText(enquiryMessages.contact.success.title);

    await signInAsAdmin(page);
    const panel = await openTab(page, "Leads");
    const lead = panel.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(lead).toHaveCount(1);
    await expect(lead).toContainText(message);
    await expect(lead).toContainText("Contact");
    await expect(lead).toContainText("Selling Property");
    await expect(lead).toContainText("New");

    // Both e-mails the enquiry caused, whatever their delivery state.
    const mail = lead.getByRole("region", { name: "E-mail" }).getByRole("listitem");
    await expect(mail).toHaveCount(2);
    await expect(mail.filter({ hasText: "Acknowledgement" })).toContainText(`to leads.${stamp}@example.com`);
    await expect(mail.filter({ hasText: "Agency notification" })).toHaveCount(1);
    for (const item of await mail.all()) await expect(item).toContainText(/Pending|Sent|Failed/);

    // The type filter keeps it under Contact and hides it under Career.
    await panel.getByLabel("Type", { exact: true }).selectOption("career");
    await expect(lead).toHaveCount(0);
    await panel.getByLabel("Type", { exact: true }).selectOption("contact");
    await expect(lead).toHaveCount(1);

    // Its owner and reply clock: due within 2 business hours.
    await expect(lead).toContainText("Owner");
    await expect(lead).toContainText("Reply due");

    // A status and a note: moving it past New records the first reply.
    await lead.getByLabel("Status", { exact: true }).selectOption("contacted");
    await lead.getByRole("button", { name: /^Save status/ }).click();
    await expect(toast(page, "Status: Contacted")).toBeVisible();
    await expect(lead).toContainText("First reply");
    await lead.getByLabel("Add a note", { exact: true }).fill(`Called back, reference ${stamp}.`);
    await lead.getByRole("button", { name: /^Add note/ }).click();
    await expect(toast(page, "Note added")).toBeVisible();
    await expect(lead.getByRole("region", { name: "Notes" })).toContainText(`Called back, reference ${stamp}.`);

    // Both stay after a reload (the tab is read from the database).
    await page.reload();
    const again = (await openTab(page, "Leads")).getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(again.getByLabel("Status", { exact: true })).toHaveValue("contacted");
    await expect(again.getByRole("region", { name: "Notes" })).toContainText(`Called back, reference ${stamp}.`);

    // The export link offers the CSV with this lead in it.
    const download = await page.request.get("/api/admin/leads/export?type=contact");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await download.text()).toContain(message);

    // Deleted on request, after a confirmation: the lead and its e-mails are gone.
    await again.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this lead?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, "Lead deleted")).toBeVisible();
    await expect(again).toHaveCount(0);
    const after = await page.request.get("/api/admin/leads/export?type=contact");
    expect(await after.text()).not.toContain(message);
  });

  test("the Leads page shows this week's numbers and links to the routing settings", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /This week/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Median time to first reply" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overdue now" })).toBeVisible();

    await page.getByRole("link", { name: "Lead routing and settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lead routing and settings" })).toBeVisible();
    const settings = page.getByRole("form", { name: "Lead settings" });
    await settings.getByLabel("Public holidays", { exact: true }).fill("25/12/2026");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(settings).toContainText("Public holidays must be dates written YYYY-MM-DD, one per line");
  });
});

test.describe("every lead form reaches the Leads tab exactly once", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.142" } });

  // A newsletter sign-up is a lead only once confirmed (double opt-in): tests/integration/newsletter-consent.test.ts.
  test("appraisal and careers submissions each make one lead with its e-mails", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const submissions = [
      {
        path: "/selling",
        form: "Free property price update",
        button: "Find Out More",
        fields: {
          "Full Name": `Appraisal ${stamp}`,
          "Phone Number": "0412345678",
          "Email Address": `appraisal.${stamp}@example.com`,
          "Property Address": "12 Example Street, Gregory Hills NSW 2557",
        },
        email: `appraisal.${stamp}@example.com`,
        mails: ["Acknowledgement", "Agency notification"],
      },
      {
        path: "/team",
        form: "Careers application",
        button: "Submit Application",
        fields: {
          "Full Name": `Careers ${stamp}`,
          "Email Address": `careers.${stamp}@example.com`,
          "Phone Number": "02 5550 4821",
          Position: "Sales Executive",
        },
        email: `careers.${stamp}@example.com`,
        mails: ["Acknowledgement", "Agency notification"],
      },
    ];

    for (const submission of submissions) {
      await page.goto(submission.path);
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      const form = page.getByRole("form", { name: submission.form });
      for (const [label, value] of Object.entries(submission.fields)) await form.getByLabel(label, { exact: true }).fill(value);
      const button = form.getByRole("button", { name: submission.button });
      await button.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await button.click();
      await expect(form.getByRole("status")).toContainText(/Thank you|Application Submitted/);
    }

    await signInAsAdmin(page);
    const panel = await openTab(page, "Leads");
    for (const submission of submissions) {
      const lead = panel.getByRole("article").filter({ hasText: submission.email });
      await expect(lead, submission.email).toHaveCount(1);
      const mail = lead.getByRole("region", { name: "E-mail" }).getByRole("listitem");
      await expect(mail, submission.email).toHaveCount(submission.mails.length);
      for (const kind of submission.mails) await expect(mail.filter({ hasText: kind }), `${submission.email} ${kind}`).toHaveCount(1);
    }
  });
});

test.describe("admin Events tab", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.141" } });

  test("an event added for Gregory Hills shows on its public calendar on its date, and goes when deleted", async ({ page }) => {
    const title = `Admin E2E Market ${Date.now().toString(36)}`;
    const date = sydneyKey(3);

    await signInAsAdmin(page);
    let panel = await openTab(page, "Events");
    await expect(panel.getByLabel("Suburb", { exact: true })).toHaveValue("Gregory Hills");

    await panel.getByRole("button", { name: "Add event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add event" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Suburb", { exact: true })).toHaveValue("Gregory Hills");

    // The browser checks the rules before anything is sent.
    await dialog.getByRole("button", { name: "Save event" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Title is required");

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Date", { exact: true }).fill(date);
    await dialog.getByLabel("Time", { exact: true }).fill("6:00 PM - 8:00 PM");
    await dialog.getByLabel("Location", { exact: true }).fill("Gregory Hills Town Centre");
    await dialog.getByLabel("Category", { exact: true }).selectOption("market");
    await dialog.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Save event" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Link must be a web address starting with http:// or https://");
    await dialog.getByLabel("Link (optional)").fill("");
    await dialog.getByLabel("Description (optional)").fill("Stalls and street food, added from the admin.");
    await dialog.getByRole("button", { name: "Save event" }).click();

    await expect(toast(page, "Event added")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = panel.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Market");
    await expect(row).toContainText("Admin");

    // The public calendar shows it on its day.
    await page.goto("/gregory-hills");
    await page.getByRole("heading", { name: "What's On in Gregory Hills" }).scrollIntoViewIfNeeded();
    const calendar = page.getByTestId("events-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    const day = calendar.getByRole("button", { name: new RegExp(`^(Today, )?${escape(dayName(date))}(,|$)`) });
    if ((await day.count()) === 0) await calendar.getByRole("button", { name: /next month/i }).click();
    await expect(day).toHaveAccessibleName(/has events/);
    await day.click();
    const card = calendar
      .getByTestId("event-panel")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("6:00 PM - 8:00 PM");
    await expect(card).toContainText("Gregory Hills Town Centre");

    // Delete it from the admin, after the confirmation.
    await page.goto("/admin/blog");
    panel = await openTab(page, "Events");
    await panel
      .getByRole("row")
      .filter({ hasText: title })
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete event" });
    await expect(confirm).toContainText("Are you sure you want to delete this event?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Event deleted")).toBeVisible();
    await expect(panel.getByRole("row").filter({ hasText: title })).toHaveCount(0);

    const response = await page.request.post("/api/suburb-events", { data: { suburb: "Gregory Hills" } });
    const { events } = (await response.json()) as { events: Array<{ title: string }> };
    expect(events.some((event) => event.title === title)).toBe(false);
  });
});
