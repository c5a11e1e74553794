import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { seedEvents } from "@/server/db/seed-data/events";
import { recordLoadedScripts } from "./support/loaded-scripts";

/*
 * The server seeds Gregory Hills events dated from the day it starts (Sydney time). Each test reads that day from the
 * events themselves and sets the browser's clock to its midday, so "today" in the calendar is the seeding day even when
 * the run crosses midnight in Sydney after the server started (the browser runs in Australia/Sydney, playwright.config.ts).
 */

const suburb = "Gregory Hills";
const errorMessage = "Failed to load events. Please try again later.";
const ghEvents = seedEvents.filter((event) => event.suburb === suburb);
const offsetsWithEvents = new Set(ghEvents.map((event) => event.dayOffset));

let seedDay: string | undefined;

/** The Sydney day the server seeded its events on: the date of the seed's first event, day 0. */
async function readSeedDay(request: APIRequestContext): Promise<string> {
  const first = ghEvents.find((event) => event.dayOffset === 0);
  if (!first) throw new Error("the seed has no event on day 0");
  const response = await request.post("/api/suburb-events", { data: { suburb } });
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: { title: string; date: string }[] };
  const dates = events
    .filter((event) => event.title === first.title)
    .map((event) => event.date)
    .sort();
  if (!dates[0]) throw new Error(`no "${first.title}" event: the server did not seed its events`);
  return dates[0];
}

test.beforeEach(async ({ page, request }) => {
  seedDay ??= await readSeedDay(request);
  // 02:00 UTC is midday in Sydney, in summer time or not.
  await page.clock.setFixedTime(new Date(`${seedDay}T02:00:00Z`));
});

/** The key ("2026-11-22") of the day `dayOffset` days after the seeding day. */
function sydneyKey(dayOffset: number): string {
  if (!seedDay) throw new Error("the seeding day is read before each test");
  const date = new Date(`${seedDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString().slice(0, 10);
}

/** "November 22, 2026": the panel's date format (en-US). */
function panelDate(key: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${key}T00:00:00Z`),
  );
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

function calendarLocators(page: Page) {
  const calendar = page.getByTestId("events-calendar");
  return {
    calendar,
    grid: calendar.getByRole("grid"),
    panel: calendar.getByTestId("event-panel"),
    panelHeading: calendar.getByRole("heading", { level: 3 }).filter({ hasText: /^(Events on .+|Select a date)$/ }),
    /** A day's button, whatever its modifiers (today, has events, selected). */
    day: (key: string): Locator => calendar.getByRole("button", { name: new RegExp(`^(Today, )?${escape(dayName(key))}(,|$)`) }),
    nextMonth: calendar.getByRole("button", { name: /next month/i }),
  };
}

async function openCalendar(page: Page) {
  await page.goto("/gregory-hills");
  await page.getByRole("heading", { name: `What's On in ${suburb}` }).scrollIntoViewIfNeeded();
  const locators = calendarLocators(page);
  await expect(locators.grid).toBeVisible();
  return locators;
}

/** Shows the month holding `key` (a day in the next month may need one step forward). */
async function showDay(locators: ReturnType<typeof calendarLocators>, key: string): Promise<Locator> {
  const day = locators.day(key);
  if ((await day.count()) === 0) await locators.nextMonth.click();
  await expect(day).toBeVisible();
  return day;
}

test.describe("'What's On' events calendar", () => {
  test("is not in the page's JavaScript until it scrolls near the viewport", async ({ page }) => {
    const loadedCode = recordLoadedScripts(page);
    await page.goto("/gregory-hills");
    await page.waitForLoadState("networkidle");
    expect((await loadedCode()).length).toBeGreaterThan(0);
    expect((await loadedCode()).some((code) => code.includes("has events"))).toBe(false);
    await expect(page.getByRole("grid")).toHaveCount(0);

    await page.getByRole("heading", { name: `What's On in ${suburb}` }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("grid")).toBeVisible();
    await expect.poll(async () => (await loadedCode()).some((code) => code.includes("has events"))).toBe(true);
  });

  test("highlights the seeded event days and opens on today with today's events", async ({ page }) => {
    const c = await openCalendar(page);
    const today = sydneyKey(0);

    await expect(c.day(today)).toHaveAccessibleName(new RegExp(`^Today, ${escape(dayName(today))}, has events, selected$`));
    await expect(c.panelHeading).toHaveText(`Events on ${panelDate(today)}`);
    for (const event of ghEvents.filter((e) => e.dayOffset === 0)) {
      await expect(c.panel.getByRole("heading", { name: event.title })).toBeVisible();
    }

    const tomorrow = await showDay(c, sydneyKey(1));
    await expect(tomorrow).toHaveAccessibleName(/, has events$/);

    // A day without events is not highlighted.
    const quiet = [...Array(7).keys()].map((n) => n + 2).find((offset) => !offsetsWithEvents.has(offset));
    if (quiet !== undefined) {
      const key = sydneyKey(quiet);
      const day = c.day(key);
      if ((await day.count()) > 0) await expect(day).not.toHaveAccessibleName(/has events/);
    }

    // The week starts on Sunday, and the panel is capped at 400px and scrolls.
    await expect(c.grid.getByRole("row").first().getByRole("gridcell").first()).toHaveAccessibleName(/^(Today, )?Sunday/);
    await expect(c.panel).toHaveCSS("max-height", "400px");
    await expect(c.panel).toHaveCSS("overflow-y", "auto");

    // The legend lists the five categories.
    const legend = c.calendar.getByRole("list", { name: "Event categories" });
    await expect(legend.getByRole("listitem")).toHaveText(["Community", "Sports", "Arts", "Market", "Family"]);
  });

  test("selecting a day lists its events; selecting it again clears the selection", async ({ page }) => {
    const c = await openCalendar(page);
    const key = sydneyKey(1);
    const day = await showDay(c, key);
    await day.click();

    await expect(c.panelHeading).toHaveText(`Events on ${panelDate(key)}`);
    const expected = ghEvents.filter((event) => event.dayOffset === 1);
    await expect(c.panel.getByRole("article")).toHaveCount(expected.length);
    for (const event of expected) {
      const card = c.panel.getByRole("article").filter({ has: page.getByRole("heading", { name: event.title }) });
      await expect(card).toContainText(event.time);
      await expect(card).toContainText(event.location);
      await expect(card).toContainText(event.description);
      await expect(card).toContainText(event.category.charAt(0).toUpperCase() + event.category.slice(1));
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (event.url) {
        await expect(link).toHaveAttribute("href", event.url);
      } else {
        const href = new URL((await link.getAttribute("href")) ?? "");
        expect(`${href.origin}${href.pathname}`).toBe("https://www.google.com/search");
        expect(href.searchParams.get("q")).toBe(`${event.title} ${event.location} ${suburb}`);
      }
    }

    await c.day(key).click();
    await expect(c.panelHeading).toHaveText("Select a date");
    await expect(c.panel.getByRole("article")).toHaveCount(0);
    await expect(c.day(key)).not.toHaveAccessibleName(/selected/);
  });

  test("a day without events says so", async ({ page }) => {
    const c = await openCalendar(page);
    const quiet = [...Array(20).keys()].map((n) => n + 2).find((offset) => !offsetsWithEvents.has(offset));
    expect(quiet).toBeDefined();
    const key = sydneyKey(quiet ?? 2);
    await (await showDay(c, key)).click();
    await expect(c.panelHeading).toHaveText(`Events on ${panelDate(key)}`);
    await expect(c.panel).toHaveText("No events scheduled for this date.");
  });

  test("works from the keyboard: arrow keys move through the grid, Enter selects", async ({ page }) => {
    const c = await openCalendar(page);
    const today = sydneyKey(0);
    await c.day(today).focus();
    await page.keyboard.press("ArrowRight");
    const tomorrow = sydneyKey(1);
    await expect(c.day(tomorrow)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(c.panelHeading).toHaveText(`Events on ${panelDate(tomorrow)}`);
    await page.keyboard.press("ArrowLeft");
    await expect(c.day(today)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(c.panelHeading).toHaveText(`Events on ${panelDate(today)}`);
  });

  test("says 'No events found' when the suburb has no events", async ({ page }) => {
    await page.route("**/api/suburb-events", (route) => route.fulfill({ json: { events: [] } }));
    const c = await openCalendar(page);
    await expect(c.panel).toHaveText("No events found");
    await expect(c.calendar.getByRole("button", { name: /has events/ })).toHaveCount(0);
  });

  for (const failure of ["HTTP 500", "network error"] as const) {
    test(`a failed load (${failure}) shows the error toast and the no-events message`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      await page.route("**/api/suburb-events", (route) =>
        failure === "network error" ? route.abort("failed") : route.fulfill({ status: 500, json: { error: "Failed to load events" } }),
      );
      await page.goto("/gregory-hills");
      // The toaster loads after the page is interactive; wait for it before provoking the toast.
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      await page.getByRole("heading", { name: `What's On in ${suburb}` }).scrollIntoViewIfNeeded();
      const c = calendarLocators(page);

      const toast = page.getByRole("listitem").filter({ hasText: errorMessage });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Error");
      await expect(c.panel).toHaveText("No events found");
      await expect(c.panel.getByRole("status")).toHaveCount(0);
      expect(consoleErrors.some((text) => text.includes("Failed to load events"))).toBe(true);
    });
  }
});
