import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { reaxmlFile, type SyntheticListing } from "../../support/reaxml-listings";
import { axeViolations } from "./axe";
import { listingImagesUrl } from "./listing-images";

/** The token playwright.config.ts gives the server (LISTINGS_FEED_TOKEN). */
export const feedToken = "e2e-listings-feed-token-0123456789";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The day `daysAhead` days after today in Sydney (the agency's date, which /open-homes' week starts from), as a date
 * (its midnight in UTC) with its names, and REAXML's inspection text for it or for `daysAfter` days later. Two days
 * ahead is always inside that week and after any inspection of today, whatever the hour or the weekday.
 */
export function agencyDay(daysAhead: number): {
  day: Date;
  key: string;
  heading: string;
  weekday: string;
  shortWeekday: string;
  inspection: (from: string, to: string, daysAfter?: number) => string;
} {
  const [year, month, date] = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date()).split("-").map(Number);
  const day = new Date(Date.UTC(year!, month! - 1, date! + daysAhead));
  const named = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", ...options }).format(day);
  const inspection = (from: string, to: string, daysAfter = 0) => {
    const at = new Date(day);
    at.setUTCDate(at.getUTCDate() + daysAfter);
    return `${String(at.getUTCDate()).padStart(2, "0")}-${months[at.getUTCMonth()]}-${at.getUTCFullYear()} ${from} to ${to}`;
  };
  return {
    day,
    key: day.toISOString().slice(0, 10),
    heading: named({ weekday: "long", day: "numeric", month: "long" }),
    weekday: named({ weekday: "long" }),
    shortWeekday: named({ weekday: "short" }),
    inspection,
  };
}

/**
 * POSTs a REAXML file to the feed and waits until it is applied. `paddingBytes` adds an XML comment of that size after
 * the declaration: a file as large as a CRM's with its whole stock, to the same listings.
 */
export async function importListings(
  request: APIRequestContext,
  listings: SyntheticListing[],
  { paddingBytes = 0 }: { paddingBytes?: number } = {},
): Promise<void> {
  const file = reaxmlFile(listings);
  const declarationEnd = file.indexOf("?>") + 2;
  const padded = paddingBytes ? `${file.slice(0, declarationEnd)}<!--${"x".repeat(paddingBytes)}-->${file.slice(declarationEnd)}` : file;
  const response = await request.post(`/api/feeds/reaxml?filename=e2e-${Date.now()}.xml`, {
    headers: { Authorization: `Bearer ${feedToken}`, "Content-Type": "application/xml" },
    data: padded,
  });
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/feeds/reaxml/${id}`, { headers: { Authorization: `Bearer ${feedToken}` } })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 20_000 },
    )
    .toBe("applied");
}

// Two days ahead: the open inspections and the auction are upcoming, and inside /open-homes' week.
const openDay = agencyDay(2);

/**
 * The journey's stock: 13 homes with an advertised price and 3 with a hidden one across Oran Park (2570), Gregory Hills
 * and Gledswood Hills (2557), 3+ bedrooms; and two that never match (2 bedrooms, Leppington).
 */
export function journeyStock(): SyntheticListing[] {
  const places = [
    { suburb: "Oran Park", postcode: "2570" },
    { suburb: "Gregory Hills", postcode: "2557" },
    { suburb: "Gledswood Hills", postcode: "2557" },
  ];
  const stock: SyntheticListing[] = [];
  for (let i = 0; i < 13; i += 1) {
    const place = places[i % 3]!;
    stock.push({
      uniqueId: `JOURNEY-${i}`,
      ...place,
      streetNumber: String(i + 1),
      street: "Journey Street",
      bedrooms: 3 + (i % 2),
      price: 700_000 + i * 25_000,
      modTime: `2026-11-${String(10 + i).padStart(2, "0")}-09:00:00`,
    });
  }
  // The dearest advertised home: first on page 2 when sorted by price, with photos, inspections and an agent.
  stock.push({
    uniqueId: "JOURNEY-GALLERY",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "7",
    street: "Gallery Street",
    bedrooms: 4,
    bathrooms: 2,
    garages: 2,
    landArea: 512,
    buildingArea: 245,
    features: ["poolInGround", "study"],
    price: 1_450_000,
    headline: "Light-filled family home with a pool",
    description: "Four bedrooms and two living areas.\n\nA pool, a study and a double garage.",
    modTime: "2026-11-09-09:00:00",
    inspections: [openDay.inspection("10:00am", "10:30am"), openDay.inspection("2:00pm", "2:30pm")],
    auction: `${openDay.key}-15:00:00`,
    agents: [{ name: "Jordan Listing", email: "jordan.listing@ironbark.example", phone: "0491 570 110" }],
    photos: [`${listingImagesUrl}/gallery/m.jpg`, `${listingImagesUrl}/gallery/a.jpg`, `${listingImagesUrl}/gallery/b.jpg`],
    floorplans: [`${listingImagesUrl}/gallery/plan.jpg`],
    video: "https://video.example.com/gallery",
    tour: "https://tours.example.com/gallery",
  });
  for (let i = 0; i < 2; i += 1) {
    stock.push({
      uniqueId: `JOURNEY-HIDDEN-${i}`,
      suburb: "Gregory Hills",
      postcode: "2557",
      streetNumber: String(40 + i),
      street: "Quiet Street",
      bedrooms: 3,
      price: 1_234_567,
      priceDisplay: false,
      modTime: `2026-11-0${1 + i}-09:00:00`,
    });
  }
  stock.push({
    uniqueId: "JOURNEY-SMALL",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "2",
    street: "Small Street",
    bedrooms: 2,
    price: 600_000,
  });
  stock.push({
    uniqueId: "JOURNEY-FAR",
    suburb: "Leppington",
    postcode: "2179",
    streetNumber: "3",
    street: "Far Street",
    bedrooms: 4,
    price: 800_000,
  });
  stock.push({
    uniqueId: "JOURNEY-SOLD",
    suburb: "Oran Park",
    postcode: "2570",
    streetNumber: "9",
    street: "Sold Street",
    bedrooms: 4,
    price: 990_000,
    modTime: "2026-11-01-09:00:00",
  });
  return stock;
}

export async function seedJourney(request: APIRequestContext): Promise<void> {
  await importListings(request, journeyStock());
  // The gallery's home is published once the photo worker has stored its main photo (the rest follow).
  await expect
    .poll(async () => (await (await request.get("/buy?location=oran-park&min=1400000")).text()).includes("7 Gallery Street"), {
      timeout: 30_000,
    })
    .toBe(true);
  await importListings(request, [
    {
      uniqueId: "JOURNEY-SOLD",
      status: "sold",
      suburb: "Oran Park",
      postcode: "2570",
      modTime: "2026-11-20-10:00:00",
      sold: { date: "2026-11-15", price: 1_002_000, display: false },
    },
  ]);
}

/** Search by two suburbs and a postcode with filters and a sort, through the form as a visitor does. */
export async function searchByForm(page: Page, javaScript: boolean): Promise<void> {
  await page.goto("/buy");
  const form = page.getByRole("search", { name: "Search homes for sale" });
  const box = form.getByRole("combobox", { name: "Suburb or postcode" });
  if (javaScript) {
    await box.fill("Oran");
    await expect(page.getByRole("option", { name: "Oran Park, NSW 2570" })).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await box.fill("Gregory");
    await page.getByRole("option", { name: "Gregory Hills, NSW 2557" }).click();
    await box.fill("2557");
    await expect(page.getByRole("option", { name: /^2557: .*Gregory Hills.*Gledswood Hills/ })).toBeVisible();
    await box.press("Enter");
    await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(3);
  } else {
    for (const [index, place] of ["Oran Park", "Gregory Hills", "2557"].entries()) {
      await box.fill(place);
      await form.getByRole("button", { name: "Search" }).click();
      await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(index + 1);
    }
  }
  // On a phone the filters are folded behind "Filters" (a <details>, so without JavaScript too).
  if (!(await form.getByLabel("Bedrooms").isVisible())) await form.getByTestId("search-filters").locator("summary").click();
  await form.getByLabel("Bedrooms").selectOption("3");
  await form.getByLabel("Sort by").selectOption("price-asc");
  await form.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/beds=3/);
  const url = new URL(page.url());
  // The search's own address, as a link to it reads, no empty fields: with JavaScript the form goes there, without it
  // the proxy redirects the form's address there (src/proxy.ts).
  expect(url.search).toBe("?location=oran-park&location=gregory-hills&location=2557&beds=3&sort=price-asc");
  expect(url.pathname).toBe("/buy");
  expect(url.searchParams.getAll("location").filter(Boolean).sort()).toEqual(["2557", "gregory-hills", "oran-park"].sort());
  expect(url.searchParams.get("sort")).toBe("price-asc");
  await expect(page.getByRole("heading", { name: /^16 homes for sale/ })).toBeVisible();
  await expect(page.getByText("2557 (Gregory Hills, Gledswood Hills)")).toBeVisible();
}

/** Axe runs inside the page, so only with JavaScript on; the same pages are checked in the JavaScript-on journey. */
async function expectNoAxeViolations(page: Page, javaScript: boolean): Promise<void> {
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}

export async function journey(page: Page, javaScript: boolean): Promise<void> {
  await searchByForm(page, javaScript);
  const cards = page.getByTestId("listing-card");
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByTestId("listing-price")).toHaveText("$700,000");
  await expectNoAxeViolations(page, javaScript);

  await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Next" }).click();
  await page.waitForURL(/page=2/);
  await expect(page.getByRole("heading", { name: /showing 13–16, page 2 of 2/ })).toBeVisible();
  // Hidden prices come last, as "Contact agent".
  await expect(cards.getByTestId("listing-price")).toHaveText(["$1,000,000", "$1,450,000", "Contact agent", "Contact agent"]);
  const gallery = cards.filter({ hasText: "7 Gallery Street" });
  await expect(gallery.getByRole("list", { name: "Highlights" })).toContainText(new RegExp(`Auction ${openDay.shortWeekday} \\d+ \\w+`));
  await expect(gallery.getByRole("list", { name: "Highlights" })).toContainText(`Open ${openDay.shortWeekday} 10:00–10:30`);
  // Its main photo as stored: sizes in a srcset, in the same 3:2 frame.
  await expect(gallery.locator('[data-photo="stored"]')).toBeVisible();

  await gallery.getByRole("link", { name: "7 Gallery Street, Oran Park NSW 2570" }).click();
  await page.waitForURL(/\/listings\/7-gallery-street-oran-park-nsw-2570-[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "7 Gallery Street, Oran Park NSW 2570" })).toBeVisible();
  await expect(page.getByTestId("listing-price")).toHaveText("$1,450,000");
  // After a client-side navigation Next applies the new page's title a moment after its content.
  await expect(page).toHaveTitle(/7 Gallery Street, Oran Park NSW 2570/);
  await expectNoAxeViolations(page, javaScript);

  const photos = page.getByRole("region", { name: "Photos of 7 Gallery Street, Oran Park NSW 2570" });
  if (javaScript) {
    await expect(photos.getByTestId("gallery-count")).toHaveText("1 / 3");
    await photos.getByTestId("gallery-frame").focus();
    await page.keyboard.press("ArrowRight");
    await expect(photos.getByTestId("gallery-count")).toHaveText("2 / 3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(photos.getByTestId("gallery-count")).toHaveText("1 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(photos.getByTestId("gallery-count")).toHaveText("3 / 3");
  } else {
    await expect(photos.getByText("3 photos")).toBeVisible();
    await expect(photos.getByRole("img")).toHaveCount(3);
  }

  // Add the first inspection to a calendar: a valid iCalendar file with the right times.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar (.ics)" }).first().click(),
  ]);
  const file = await download.path();
  const component = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
  const events = component.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
  expect(events).toHaveLength(1);
  const event = events[0]!;
  expect(event.summary).toBe("Open home: 7 Gallery Street, Oran Park NSW 2570");
  const start = event.startDate.toJSDate();
  expect(
    new Intl.DateTimeFormat("en-AU", {
      timeZone: "Australia/Sydney",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(start),
  ).toBe(`${openDay.shortWeekday} 10:00`);
  expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(30 * 60_000);
  const google = page.getByRole("link", { name: /Google Calendar/ }).first();
  await expect(google).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Open\+home/);
}
