import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { propertyListXml } from "../support/reaxml-builder";
import { adminAccount, signInAsAdmin } from "./support/admin";
import type { AppServer } from "./support/app-server";
import { sharedListingsFeedToken, sharedServer } from "./support/shared-servers";

/*
 * Admin: Listings in the browser (docs/listings.md, "What the admin sees"), on an instance of the site other than the
 * suite's server (shared with specs that never read listings, support/shared-servers.ts), whose stock arrives as a CRM
 * sends it: synthetic REAXML posted to /api/feeds/reaxml with LISTINGS_FEED_TOKEN. The admin
 * finds a held listing with its reason in words and approves it; hides and shows a listing with JavaScript off; reads
 * a file's raw XML beside what was stored; creates a source whose token is shown once and accepted by the feed, then
 * rotates it (the old one refused) and disables it, each after a confirmation.
 */
test.describe.configure({ mode: "serial" });

const envToken = sharedListingsFeedToken;

let server: AppServer;
let clientAddress = 20;

async function newBrowser(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${clientAddress++}` },
  });
}

/** Signs in through the form once in this worker, then reuses that session (support/admin.ts). */
async function logIn(page: Page) {
  await signInAsAdmin(page, server.url);
}

/** Posts a file as a CRM would and waits until the site has applied it. */
async function postFeed(xml: string, token = envToken): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${server.url}/api/feeds/reaxml?filename=e2e-${Date.now()}.xml`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/xml" },
    body: xml,
  });
  if (response.status !== 202) return { status: response.status };
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${server.url}/api/feeds/reaxml/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 30_000 },
    )
    .not.toBe("received");
  return { status: 202, id };
}

test.beforeAll(async () => {
  server = await sharedServer("seededWithAdmin");
  const seeded = await postFeed(
    propertyListXml([
      {
        uniqueId: "E2E-HELD",
        modTime: "2026-11-20-09:00:00",
        priceView: "Offers over $900,000",
        price: 950000,
        streetNumber: "14",
        street: "Offers Street",
        suburb: "Oran Park",
        headline: "Held family home",
      },
      {
        uniqueId: "E2E-FINE",
        modTime: "2026-11-20-09:00:00",
        priceView: "$1,050,000",
        streetNumber: "3",
        street: "Fine Avenue",
        suburb: "Gregory Hills",
        headline: "Fine home",
      },
      {
        kind: "rental",
        uniqueId: "E2E-RENT",
        modTime: "2026-11-20-09:00:00",
        rentWeekly: 700,
        rentDisplay: false,
        streetNumber: "8",
        street: "Lease Lane",
        suburb: "Leppington",
      },
    ]).replace("<propertyList ", '<propertyList username="crm-ftp" password="Ftp-Secret-e2e" '),
  );
  expect(seeded.status).toBe(202);
});

test("the list shows each listing, a held one with its reason in words, and the admin approves it on the record", async ({ browser }) => {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Listings" }).click();
  await expect(page.getByRole("heading", { name: "Listings", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Listings" });
  await expect(table.getByRole("row")).toHaveCount(4);
  const heldRow = table.getByRole("row", { name: /14 Offers Street/ });
  await expect(heldRow).toContainText("Held");
  await expect(heldRow).toContainText("suggests a price below the estimate");
  await expect(table.getByRole("row", { name: /8 Lease Lane/ })).toContainText("NSW rentals must be advertised with a fixed weekly rent");
  await expect(table.getByRole("row", { name: /3 Fine Avenue/ })).toContainText("Published");

  // The filters are a plain form: held only, then a search by address with nothing found.
  await page.getByLabel("Held").selectOption("yes");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/held=yes/);
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByLabel("Address").fill("Nowhere Street");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No listing matches these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();

  await page.getByRole("link", { name: /14 Offers Street/ }).click();
  const onSite = page.getByRole("region", { name: "On the site" });
  await expect(onSite).toContainText("Held: not on the site, because of the NSW advertising rules");
  await expect(onSite).toContainText('Price text "Offers over $900,000" suggests a price below the estimate');
  await expect(page.getByRole("region", { name: "As stored" })).toContainText("Search price (private: never on the site)");
  await onSite.getByRole("button", { name: "Approve and publish" }).click();
  await expect(onSite.getByRole("form", { name: "Approve the hold" }).getByRole("status")).toContainText(
    "Approved The listing is on the public site.",
  );
  await page.reload();
  await expect(onSite).toContainText("Published: visitors can see it.");
  await expect(onSite).toContainText(`Hold approved by ${adminAccount.email}`);
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText(/Hold approved by staff|Published on the site/);
  await expect(history).toContainText(`by ${adminAccount.email}`);
  await expect(history).toContainText("Held by the NSW price rules");
  await context.close();
});

test("hide and show work without JavaScript, and the list says the listing is hidden", async ({ browser }) => {
  const context = await newBrowser(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await logIn(page);
  await page.goto("/admin/listings?q=Fine");
  await page.getByRole("link", { name: /3 Fine Avenue/ }).click();
  const onSite = page.getByRole("region", { name: "On the site" });
  await onSite.getByRole("button", { name: "Hide from the site" }).click();
  const visibility = onSite.getByRole("form", { name: "Visibility" });
  await expect(visibility.getByRole("status")).toContainText("Hidden The listing is off the public site.");
  await expect(onSite).toContainText("Hidden by staff: on no public page.");

  await page.goto("/admin/listings?hidden=yes");
  await expect(page.getByRole("table", { name: "Listings" }).getByRole("row", { name: /3 Fine Avenue/ })).toContainText("Hidden by staff");

  await page.getByRole("link", { name: /3 Fine Avenue/ }).click();
  await onSite.getByRole("button", { name: "Show on the site" }).click();
  await expect(visibility.getByRole("status")).toContainText("Shown The listing is on the public site again.");
  await expect(page.getByRole("list", { name: "History" })).toContainText("Hidden from the site by staff");
  await context.close();
});

test("a feed file's raw XML, without the CRM's credentials, is shown beside what was stored", async ({ browser }) => {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.goto("/admin/listings/feed");
  const files = page.getByRole("table", { name: "Feed files" });
  await expect(files.getByRole("row")).toHaveCount(2);
  await expect(files).toContainText("Applied");
  await files.getByRole("link").first().click();
  const raw = page.getByLabel("Raw XML");
  await expect(raw).toContainText("<uniqueID>E2E-HELD</uniqueID>");
  await expect(raw).not.toContainText("Ftp-Secret-e2e");
  await expect(raw).not.toContainText("crm-ftp");
  const stored = page.getByRole("list", { name: "Stored listings" });
  await expect(stored.getByRole("listitem")).toHaveCount(3);
  await expect(stored.getByRole("listitem", { name: "IRBTEST/E2E-HELD" })).toContainText("Search price (private)");
  await expect(stored.getByRole("listitem", { name: "IRBTEST/E2E-HELD" })).toContainText("$950,000");
  await context.close();
});

test("a new source's token is shown once and accepted by the feed; rotating and disabling ask first and refuse the old token", async ({
  browser,
}) => {
  const context = await newBrowser(browser);
  const page = await context.newPage();
  await logIn(page);
  await page.goto("/admin/listings/feed");
  const sources = page.getByRole("region", { name: "Sources" });
  const create = sources.getByRole("form", { name: "New source" });
  await create.getByLabel("Name").fill("Rex CRM");
  await create.getByLabel("CRM agent ids it may send").fill("IRBTEST");
  await expect(create.getByLabel("Silence alert after (hours)")).toHaveValue("24");
  await create.getByRole("button", { name: "Create source" }).click();
  await expect(create.getByRole("status")).toContainText("Source created");
  const token = (await create.getByTestId("feed-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const accepted = await postFeed(
    propertyListXml([{ uniqueId: "E2E-REX", modTime: "2026-11-21-09:00:00", priceView: "$880,000", street: "Rex Road" }]),
    token,
  );
  expect(accepted.status).toBe(202);

  // Shown once: a fresh page does not show it again.
  await page.reload();
  await expect(page.getByText(token)).toHaveCount(0);
  const rex = sources.getByRole("listitem", { name: "Rex CRM" });
  await expect(rex).toContainText("Agent ids: IRBTEST");

  // Rotate: the button asks first; confirming shows the new token once and the old one is refused.
  const rotate = rex.getByRole("form", { name: "Rotate the token of Rex CRM" });
  await rotate.getByText("Rotate token").click();
  await rotate.getByRole("button", { name: "Yes, rotate the token" }).click();
  await expect(rotate.getByRole("status")).toContainText("Token rotated");
  const rotated = (await rotate.getByTestId("feed-token").textContent())?.trim() ?? "";
  expect(rotated).not.toBe(token);
  expect(
    (
      await postFeed(
        propertyListXml([{ uniqueId: "E2E-REX", modTime: "2026-11-22-09:00:00", priceView: "$870,000", street: "Rex Road" }]),
        token,
      )
    ).status,
  ).toBe(401);

  // Disable: asks first; then the current token is refused too.
  const disable = rex.getByRole("form", { name: "Disable Rex CRM" });
  await disable.getByText("Disable", { exact: true }).click();
  await disable.getByRole("button", { name: "Yes, disable it" }).click();
  // The form becomes "Enable" once the source is disabled; its answer stays in view.
  await expect(rex).toContainText("Rex CRM is disabled: its token is refused.");
  expect(
    (
      await postFeed(
        propertyListXml([{ uniqueId: "E2E-REX", modTime: "2026-11-22-09:00:00", priceView: "$870,000", street: "Rex Road" }]),
        rotated,
      )
    ).status,
  ).toBe(401);
  await page.reload();
  await expect(sources.getByRole("listitem", { name: "Rex CRM" })).toContainText("Disabled");
  await context.close();
});
