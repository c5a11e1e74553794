import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { signInAsAdmin } from "./support/admin";
import { refusedByMailCatcher } from "./support/mail-catcher";

/*
 * Issue 26's must-show: every admin form works with JavaScript off. A lead's status, owner and note, and its Delete; a
 * team member added, edited, retired and brought back; an event added and edited from the Events pages the dashboard
 * offers; a routing rule added and removed, and the lead settings saved; Retry on a lead's e-mail that did not go.
 * Each form posts to its server action and the page comes back saying what was saved, or without what was deleted; a
 * step that cannot be undone asks first, in place (the staff role's form: staff-roles.spec.ts, which has a colleague
 * to change).
 */

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.150" } });

/** A browser without JavaScript, signed in as the admin (the session of a sign-in with JavaScript). */
async function adminWithoutJavaScript(browser: Browser, page: Page): Promise<BrowserContext> {
  await signInAsAdmin(page);
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.151" },
  });
}

/** Sends the contact form as a visitor (with JavaScript), for a lead to work on. */
async function sendContactEnquiry(
  page: Page,
  { name, email, type, message }: { name: string; email: string; type: string; message: string },
) {
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contact enquiry" });
  await contact.getByLabel("Full Name", { exact: true }).fill(name);
  await contact.getByLabel("Email Address", { exact: true }).fill(email);
  await contact.getByLabel("Phone Number", { exact: true }).fill("(02) 5550 4821");
  await contact.getByLabel("Enquiry Type", { exact: true }).selectOption(type);
  await contact.getByLabel("Message", { exact: true }).fill(message);
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).toContainText("Message Sent!");
}

/** Letters only (a team member's name may not hold digits): a different name on every run. */
function uniqueSurname(): string {
  return [...Date.now().toString(36)].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("");
}

test("a lead's status, owner and note are saved without JavaScript", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `No Script Lead ${stamp}`;
  await sendContactEnquiry(page, { name, email: `noscript.${stamp}@example.com`, type: "selling", message: `Reference ${stamp}.` });

  const context = await adminWithoutJavaScript(browser, page);
  const admin = await context.newPage();
  await admin.goto("/admin/leads");
  const lead = () => admin.getByRole("article").filter({ has: admin.getByRole("heading", { name, exact: true }) });

  await lead().getByLabel("Status", { exact: true }).selectOption("contacted");
  await lead()
    .getByRole("button", { name: /^Save status/ })
    .click();
  await expect(lead().getByRole("status").filter({ hasText: "Status: Contacted" })).toBeVisible();
  await expect(lead().getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(lead()).toContainText("First reply");

  const owner = lead().getByLabel("Owner", { exact: true });
  const someone = await owner.locator("option").nth(1).textContent();
  await owner.selectOption({ index: 1 });
  await lead()
    .getByRole("button", { name: /^Save owner/ })
    .click();
  await expect(lead().getByRole("status").filter({ hasText: "Owner changed" })).toBeVisible();
  await expect(lead().getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(someone ?? "");

  // An empty note is refused by the server, with the rule's message; a note is added.
  await lead()
    .getByRole("button", { name: /^Add note/ })
    .click();
  await expect(lead()).toContainText("Note is required");
  await lead().getByLabel("Add a note", { exact: true }).fill(`Called without JavaScript, ${stamp}.`);
  await lead()
    .getByRole("button", { name: /^Add note/ })
    .click();
  await expect(lead().getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
  await expect(lead().getByRole("region", { name: "Notes" })).toContainText(`Called without JavaScript, ${stamp}.`);

  // Delete asks first, in place; confirming posts the form and the page comes back without the lead.
  await lead().locator("summary", { hasText: "Delete" }).click();
  const confirm = lead().getByRole("form", { name: `Delete “${name}”` });
  await expect(confirm).toContainText("It cannot be undone.");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(lead()).toHaveCount(0);
  await context.close();
});

test("an e-mail of a lead that did not go is queued again with Retry, without JavaScript", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `Undelivered Lead ${stamp}`;
  // The agency's mail server refuses the notification (or none answers): it stays unsent, and Retry is offered.
  await sendContactEnquiry(page, {
    name,
    email: `undelivered.${stamp}@example.com`,
    type: "buying",
    message: `Reference ${stamp}. ${refusedByMailCatcher}`,
  });

  const context = await adminWithoutJavaScript(browser, page);
  const admin = await context.newPage();
  await admin.goto("/admin/leads");
  const lead = admin.getByRole("article").filter({ has: admin.getByRole("heading", { name, exact: true }) });
  await expect(lead).toContainText("Last error:");
  await lead.getByRole("button", { name: /^Retry\s*: Agency notification to / }).click();
  // The page comes back saying so: nothing else about the e-mail looks different until the next try.
  await expect(lead.getByRole("status").filter({ hasText: "E-mail queued again" })).toContainText("Agency notification to");
  await context.close();
});

test("a team member is added and edited without JavaScript", async ({ page, browser }) => {
  const surname = uniqueSurname();
  const name = `Nora ${surname[0]!.toUpperCase()}${surname.slice(1)}`;
  const context = await adminWithoutJavaScript(browser, page);
  const admin = await context.newPage();

  await admin.goto("/admin/team/new");
  const form = admin.getByRole("form", { name: "Add team member" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Role", { exact: true }).fill("Property Manager");
  await form.getByLabel("Phone", { exact: true }).fill("0491 570 163");
  // A refusal comes back with the rule's message and everything typed.
  await form.getByLabel("Email", { exact: true }).fill("not-an-address");
  await form.getByLabel(/^Summary for the card/).fill("Looks after rentals across Oran Park.");
  await form.getByLabel(/^Bio/).fill(`${name} manages our rental homes.`);
  await form.getByRole("button", { name: "Add team member" }).click();
  await expect(form.getByRole("alert")).toContainText("email");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await form.getByLabel("Email", { exact: true }).fill(`nora.${surname}@ironbark.example`);
  await form.getByRole("button", { name: "Add team member" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Team member added" })).toBeVisible();

  await admin.goto("/admin/team");
  await admin.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = admin.getByRole("form", { name: "Edit team member" });
  await edit.getByLabel("Role", { exact: true }).fill("Senior Property Manager");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Team member updated" })).toBeVisible();
  await expect(admin.getByRole("form", { name: "Edit team member" }).getByLabel("Role", { exact: true })).toHaveValue(
    "Senior Property Manager",
  );

  // The portrait: its own form, saved at once and on the public profile at the next request; a file that is not an
  // image is refused with the reason and changes nothing; Remove brings the placeholder back.
  const portrait = admin.getByRole("group", { name: /Portrait/ });
  await portrait
    .getByLabel("Picture file")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await portrait.getByRole("button", { name: "Upload portrait" }).click();
  await expect(portrait.getByRole("alert")).toHaveText("Please upload an image file");
  await expect(portrait.getByRole("img")).toHaveAttribute("alt", "No portrait yet: the placeholder is shown");

  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#8a5a3c" } })
    .png()
    .toBuffer();
  await portrait.getByLabel("Picture file").setInputFiles({ name: "nora.png", mimeType: "image/png", buffer: picture });
  await portrait.getByRole("button", { name: "Upload portrait" }).click();
  await expect(portrait.getByRole("status")).toHaveText("Portrait uploaded, cropped to the card's shape and saved.");
  const uploaded = await portrait.getByRole("img", { name: `Portrait of ${name}` }).getAttribute("src");
  expect(uploaded).toMatch(/^\/uploads\/[^/]+\.webp$/);
  const profile = `/team/${name.toLowerCase().replace(/\s+/g, "-")}`;
  expect(await (await admin.request.get(profile)).text()).toContain(uploaded!);
  // The profile's own save keeps it.
  await admin.getByRole("form", { name: "Edit team member" }).getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Team member updated" })).toBeVisible();
  await expect(portrait.getByRole("img", { name: `Portrait of ${name}` })).toHaveAttribute("src", uploaded!);

  await portrait.getByRole("button", { name: "Remove portrait" }).click();
  await expect(portrait.getByRole("status")).toHaveText("Portrait removed: the placeholder is shown.");
  await expect(portrait.getByRole("img")).toHaveAttribute("alt", "No portrait yet: the placeholder is shown");
  expect(await (await admin.request.get(profile)).text()).not.toContain(uploaded!);

  // Retire asks first, in place; Bring back needs no question.
  await admin.goto("/admin/team");
  const card = admin
    .getByRole("list", { name: /Team members/ })
    .getByRole("listitem")
    .filter({ hasText: name });
  await card.locator("summary", { hasText: "Retire" }).click();
  await card
    .getByRole("form", { name: `Retire ${name}` })
    .getByRole("button", { name: "Retire", exact: true })
    .click();
  await expect(card).toContainText("Retired");
  await card.getByRole("button", { name: `Bring back ${name}` }).click();
  await expect(card).not.toContainText("Retired");
  await expect(card.getByRole("link", { name: /^\/team\// })).toBeVisible();

  // Moved up one place and back, each a form posted without JavaScript: the page comes back in the new order.
  const names = async () =>
    (
      await admin
        .getByRole("list", { name: /Team members/ })
        .getByRole("listitem")
        .allTextContents()
    ).map((text) => text.includes(name));
  const placeBefore = (await names()).indexOf(true);
  await card.getByRole("button", { name: `Move ${name} up` }).click();
  await expect.poll(async () => (await names()).indexOf(true)).toBe(placeBefore - 1);
  await card.getByRole("button", { name: `Move ${name} down` }).click();
  await expect.poll(async () => (await names()).indexOf(true)).toBe(placeBefore);
  await context.close();

  // Retired again (with JavaScript), so the team page keeps its people.
  await page.goto("/admin/team");
  await page.getByRole("button", { name: `Retire ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Retire" }).click();
  await expect(
    page
      .getByRole("list", { name: /Team members/ })
      .getByRole("listitem")
      .filter({ hasText: name }),
  ).toContainText("Retired");
});

test("an event is added and edited without JavaScript, from the Events pages the dashboard offers", async ({ page, browser }) => {
  const title = `No Script Market ${Date.now().toString(36)}`;
  const context = await adminWithoutJavaScript(browser, page);
  const admin = await context.newPage();

  await admin.goto("/admin/blog");
  await admin.getByRole("link", { name: "Events", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await admin.getByLabel("Suburb", { exact: true }).selectOption("Oran Park");
  await admin.getByRole("button", { name: "Show events" }).click();
  await expect(admin.getByRole("table", { name: /Events in Oran Park/ }).or(admin.getByText("No events for Oran Park yet."))).toBeVisible();

  await admin.getByRole("link", { name: "Add event" }).click();
  const form = admin.getByRole("form", { name: "Add event" });
  await expect(form.getByLabel("Suburb", { exact: true })).toHaveValue("Oran Park");
  // The server checks the rules: a refusal comes back with its message and what was typed.
  await form.getByLabel("Time", { exact: true }).fill("6:00 PM - 8:00 PM");
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(form.getByRole("alert")).toHaveText("Title is required");
  await expect(form.getByLabel("Time", { exact: true })).toHaveValue("6:00 PM - 8:00 PM");
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Date", { exact: true }).fill("2030-03-14");
  await form.getByLabel("Location", { exact: true }).fill("Oran Park Podium");
  await form.getByLabel("Category", { exact: true }).selectOption("market");
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Event added" })).toContainText(title);

  await admin.goto("/admin/events?suburb=Oran%20Park");
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("6:00 PM - 8:00 PM");
  await row.getByRole("link", { name: /^Edit/ }).click();
  const edit = admin.getByRole("form", { name: "Edit event" });
  await edit.getByLabel("Time", { exact: true }).fill("5:00 PM - 9:00 PM");
  await edit.getByRole("button", { name: "Save event" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Event updated" })).toBeVisible();
  await admin.goto("/admin/events?suburb=Oran%20Park");
  await expect(admin.getByRole("row").filter({ hasText: title })).toContainText("5:00 PM - 9:00 PM");
  await context.close();

  // Deleted again with JavaScript, from the dashboard's tab.
  await page.goto("/admin/events?suburb=Oran%20Park");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog", { name: "Delete event" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("a routing rule is added and removed, and the lead settings saved, without JavaScript", async ({ page, browser }) => {
  const suburb = `Nowhere ${uniqueSurname()}`;
  const context = await adminWithoutJavaScript(browser, page);
  const admin = await context.newPage();
  await admin.goto("/admin/leads/settings");

  // The server checks the rule: a refusal comes back with its message and what was chosen.
  const add = admin.getByRole("form", { name: "Add a routing rule" });
  await add.getByLabel("Suburb", { exact: true }).fill(suburb);
  await add.getByRole("button", { name: "Add rule" }).click();
  await expect(add.getByRole("alert")).toHaveText("Please choose who gets these leads");
  await expect(add.getByLabel("Suburb", { exact: true })).toHaveValue(suburb);
  await add.getByLabel("Goes to", { exact: true }).selectOption({ index: 1 });
  await add.getByRole("button", { name: "Add rule" }).click();
  await expect(add.getByRole("status").filter({ hasText: "Rule added" })).toContainText(suburb);
  const rule = admin.getByRole("row").filter({ hasText: suburb });
  await expect(rule).toHaveCount(1);

  // Remove asks first, in place; the page comes back without the rule.
  await rule.locator("summary", { hasText: "Delete" }).click();
  await rule
    .getByRole("form", { name: /^Delete “/ })
    .getByRole("button", { name: "Delete", exact: true })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Lead routing and settings" })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: suburb })).toHaveCount(0);

  // The settings: a refusal keeps what was typed; saving them back as they were says so.
  const settings = admin.getByRole("form", { name: "Lead settings" });
  const holidays = await settings.getByLabel("Public holidays", { exact: true }).inputValue();
  await settings.getByLabel("Public holidays", { exact: true }).fill("25/12/2026");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByRole("alert")).toHaveText("Public holidays must be dates written YYYY-MM-DD, one per line");
  await expect(settings.getByLabel("Public holidays", { exact: true })).toHaveValue("25/12/2026");
  await settings.getByLabel("Public holidays", { exact: true }).fill(holidays);
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByRole("status").filter({ hasText: "Lead settings saved" })).toBeVisible();
  await expect(settings.getByLabel("Public holidays", { exact: true })).toHaveValue(holidays);
  await context.close();
});
