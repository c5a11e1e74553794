import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { axeViolations } from "./support/axe";
import { listingImagesUrl } from "./support/listing-images";
import { agencyDay, importListings } from "./support/listings";

/*
 * Issue 30: /open-homes lists the week's open inspections by day and time, each with add-to-calendar, and one .ics for
 * a chosen day's plan of several homes — at the phone's and the desktop's size, with JavaScript on and off.
 */

// The day the homes are open: two days ahead, always inside the week the page lists, whatever today is.
const planDay = agencyDay(2);

const sizes = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

/**
 * Three homes of this test's own open on the plan day, and a fourth the day before (tomorrow), so that the week has
 * more than one day; waits until they are on the site. Answers the plan day's three.
 */
async function seedHomes(page: Page, tag: string): Promise<string[]> {
  const street = `${tag} Open Home Road`; // e.g. "Acacia Open Home Road"
  const homes = [
    { n: "1", from: "9:00am", to: "9:30am" },
    { n: "2", from: "10:00am", to: "10:30am" },
    { n: "3", from: "11:15am", to: "11:45am" },
    { n: "4", from: "5:00pm", to: "5:30pm", daysAfter: -1 },
  ];
  await importListings(
    page.request,
    homes.map((home) => ({
      uniqueId: `OPEN-${tag}-${home.n}-${Date.now()}`,
      suburb: "Narellan",
      postcode: "2567",
      streetNumber: home.n,
      street,
      bedrooms: 3,
      bathrooms: 2,
      price: 950_000,
      inspections: [planDay.inspection(home.from, home.to, home.daysAfter)],
      photos: [`${listingImagesUrl}/gallery/m.jpg`],
    })),
  );
  const addresses = homes.map((home) => `${home.n} ${street}, Narellan NSW 2567`);
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get("/open-homes")).text();
        return addresses.every((address) => html.includes(address));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return addresses.slice(0, 3);
}

function eventsOf(file: string) {
  const component = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
  return component.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
}

const sydneyClock = (date: Date) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Sydney",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);

for (const size of sizes) {
  for (const javaScript of [true, false]) {
    test.describe(`${size.name}, JavaScript ${javaScript ? "on" : "off"}`, () => {
      test.use({ viewport: size.viewport, javaScriptEnabled: javaScript });

      test(`the week's open homes by day and time, one into a calendar, a day's plan of two as one file`, async ({ page }) => {
        test.setTimeout(90_000);
        // Each test's own street (the tests run in parallel on one server).
        const tag = { phone: ["Acacia", "Banksia"], desktop: ["Callistemon", "Dianella"] }[size.name][javaScript ? 0 : 1]!;
        const [first, second, third] = await seedHomes(page, tag);

        // Reached from the footer.
        await page.goto("/");
        await page.getByRole("contentinfo").getByRole("link", { name: "Open Homes" }).click();
        await page.waitForURL(/\/open-homes$/);
        await expect(page.getByRole("heading", { level: 1, name: "Open homes this week" })).toBeVisible();
        const header = page.locator("header[data-scrolled]");
        await expect(header).toHaveAttribute("data-scrolled", "true");

        const day = page.getByRole("region", { name: planDay.heading });
        const rows = day.getByTestId("open-home").filter({ hasText: `${tag} Open Home Road` });
        await expect(rows).toHaveCount(3);
        // The days at the top lead to their lists, whose headings land in view, clear of the fixed header.
        await page
          .getByRole("navigation", { name: "Days" })
          .getByRole("link", { name: new RegExp(`^${planDay.heading} · \\d+ homes$`) })
          .click();
        await expect(page).toHaveURL(new RegExp(`#day-${planDay.key}$`));
        await expect
          .poll(async () => {
            const [heading, frame] = [await day.getByRole("heading", { level: 2 }).boundingBox(), await header.boundingBox()];
            return heading && frame && heading.y >= frame.y + frame.height && heading.y + heading.height <= size.viewport.height;
          })
          .toBe(true);
        // By time: 09:00, 10:00, 11:15.
        await expect(rows.locator(":scope > p:first-child")).toHaveText(["09:00–09:30", "10:00–10:30", "11:15–11:45"]);
        await expect(rows.getByRole("link", { name: first!, exact: true })).toHaveAttribute("href", /^\/listings\/1-/);
        if (javaScript) expect(await axeViolations(page)).toEqual([]);

        // One home into a calendar.
        const row = rows.filter({ hasText: second! });
        await expect(row.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute(
          "href",
          /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
        );
        const [single] = await Promise.all([
          page.waitForEvent("download"),
          row.getByRole("link", { name: /Add to calendar \(\.ics\)/ }).click(),
        ]);
        const one = eventsOf(await single.path());
        expect(one.map((e) => e.summary)).toEqual([`Open home: ${second}`]);
        expect(sydneyClock(one[0]!.startDate.toJSDate())).toBe(`${planDay.shortWeekday} 10:00`);

        // A plan of two homes for the day, as one file.
        await rows.filter({ hasText: first! }).getByRole("checkbox").check();
        await rows.filter({ hasText: third! }).getByRole("checkbox").check();
        const [plan] = await Promise.all([
          page.waitForEvent("download"),
          day.getByRole("button", { name: new RegExp(`^Download ${planDay.weekday}'s plan`) }).click(),
        ]);
        expect(plan.suggestedFilename()).toBe(`open-homes-${planDay.key}.ics`);
        const events = eventsOf(await plan.path());
        expect(events.map((e) => e.summary)).toEqual([`Open home: ${first}`, `Open home: ${third}`]);
        expect(events.map((e) => sydneyClock(e.startDate.toJSDate()))).toEqual([
          `${planDay.shortWeekday} 09:00`,
          `${planDay.shortWeekday} 11:15`,
        ]);
      });
    });
  }
}

test("a day with no open homes has no plan to download", async ({ request }) => {
  const response = await request.get("/open-homes/2020-01-04.ics");
  expect(response.status()).toBe(404);
  expect((await request.get("/open-homes/not-a-day.ics")).status()).toBe(404);
});
