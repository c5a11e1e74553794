import { expect, test, type Browser, type Page } from "@playwright/test";
import { adminAccount, signInAsAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";
import { listingImagesUrl } from "./support/listing-images";
import { agencyDay, importListings } from "./support/listings";

/*
 * Issue 30: a visitor sends an enquiry from a listing page — at the phone's and the desktop's size, with JavaScript on
 * and off — and the agency finds it in the admin's Leads with the listing and the listing's first agent as its owner.
 * The first agent is the suite's admin (admin@ironbark.example, named "admin"): staff who work leads, so the lead is
 * theirs rather than the principal's, which it would be with no agent to route it to.
 */

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

const inspectionDay = agencyDay(2);

/** Each test's own home (the tests run in parallel on one server). */
const houseNumber: Record<string, string> = { pj: "101", pn: "102", dj: "103", dn: "104" };

/** Imports a home of its own with photos, an inspection and the admin as its first agent; waits until it is on the site. */
async function seedHome(page: Page, number: string): Promise<{ street: string; address: string }> {
  const street = `${number} Enquiry Lane`;
  await importListings(page.request, [
    {
      uniqueId: `ENQUIRY-${number}-${Date.now()}`,
      suburb: "Harrington Park",
      postcode: "2567",
      streetNumber: number,
      street: "Enquiry Lane",
      bedrooms: 4,
      bathrooms: 2,
      price: 1_150_000,
      headline: "A home to ask about",
      inspections: [inspectionDay.inspection("10:00am", "10:30am")],
      agents: [{ name: "Avery Admin", email: adminAccount.email, phone: "0491 570 111" }],
      photos: [`${listingImagesUrl}/gallery/m.jpg`, `${listingImagesUrl}/gallery/a.jpg`],
    },
  ]);
  await expect
    .poll(async () => (await (await page.request.get("/buy?location=harrington-park")).text()).includes(street), { timeout: 30_000 })
    .toBe(true);
  return { street, address: `${street}, Harrington Park NSW 2567` };
}

async function sendEnquiry(browser: Browser, viewport: { width: number; height: number }, javaScript: boolean, tag: string) {
  // Each test its own visitor address (the e2e server trusts X-Forwarded-For): the forms' rate limit never crosses tests.
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: javaScript,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${houseNumber[tag]!.slice(1)}` },
  });
  const page = await context.newPage();
  const home = await seedHome(page, houseNumber[tag]!);
  await page.goto("/buy?location=harrington-park");
  await page.getByRole("link", { name: home.address }).click();
  await page.waitForURL(/\/listings\/10\d-enquiry-lane-harrington-park-nsw-2567-[0-9a-f-]{36}$/);
  const listingUrl = page.url();
  // What a crawler reads on its first request (a fresh load, not the client-side navigation from the search).
  if (javaScript) await page.goto(listingUrl);
  // Canonical, share card and structured data: the main photo (a WebP the networks read), the offer and the residence.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${new URL(listingUrl).pathname}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.webp$/);
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute("content", "image/webp");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type"?: string; offers?: unknown; about?: unknown; image?: string[] },
  );
  const data = jsonLd.find((item) => item["@type"] === "RealEstateListing");
  expect(data?.offers).toMatchObject({ "@type": "Offer", price: 1150000, priceCurrency: "AUD", itemOffered: { name: home.address } });
  expect(data?.about).toMatchObject({ name: home.address, numberOfBedrooms: 4 });
  expect(data?.image?.[0]).toBe(await page.locator('meta[property="og:image"]').getAttribute("content"));
  // The page is light from the top: its header is solid, never white text over cream.
  await expect(page.locator("header[data-scrolled]")).toHaveAttribute("data-scrolled", "true");

  const form = page.getByRole("form", { name: "Enquire about this home" });
  await expect(form).toBeVisible();
  const name = `Enquirer ${tag} ${Date.now().toString(36)}`;
  await form.getByLabel("Full Name", { exact: true }).fill(name);
  await form.getByLabel("Email Address", { exact: true }).fill(`enquirer.${tag}@example.com`);
  await form.getByLabel("Phone Number", { exact: true }).fill("0412 345 678");
  await form.getByLabel(/^Message/).fill("Is the garage big enough for two cars?");
  // Nothing chosen yet: refused with a clear message, and nothing typed is lost.
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("Please choose what you would like to know").first()).toBeVisible();
  await expect(form.getByLabel("Full Name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel(/^Message/)).toHaveValue("Is the garage big enough for two cars?");
  expect(new URL(page.url()).pathname).toBe(new URL(listingUrl).pathname);

  await form.getByLabel("I would like", { exact: true }).selectOption("inspection");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Enquiry Sent!");
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
  await context.close();
  return { name, home };
}

async function findLeadInAdmin(page: Page, name: string, address: string) {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Leads" }).click();
  const panel = page.getByRole("tabpanel", { name: "Leads" });
  const lead = panel.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(lead).toHaveCount(1);
  await expect(lead.getByTestId("lead-listing")).toHaveText(address);
  await expect(lead).toContainText("Arrange an inspection");
  await expect(lead.locator("dt", { hasText: /^Owner$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("admin");
  // The listing's page is one click away.
  const href = await lead.getByTestId("lead-listing").getAttribute("href");
  expect(href).toMatch(/^\/listings\/10\d-enquiry-lane-harrington-park-nsw-2567-/);
  // And the CSV names the listing.
  const csv = await (await page.request.get("/api/admin/leads/export?type=listing")).text();
  expect(csv).toContain(name);
  expect(csv).toContain(address);
}

for (const size of sizes) {
  for (const javaScript of [true, false]) {
    test(`an enquiry from a listing page at ${size.viewport.width}×${size.viewport.height}, JavaScript ${javaScript ? "on" : "off"}, is a lead with the listing and its agent`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(120_000);
      const tag = `${size.name[0]}${javaScript ? "j" : "n"}`;
      const { name, home } = await sendEnquiry(browser, size.viewport, javaScript, tag);
      await findLeadInAdmin(page, name, home.address);
    });
  }
}
