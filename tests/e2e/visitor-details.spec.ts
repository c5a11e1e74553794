import { expect, test, type Page } from "@playwright/test";
import { phoneE164 } from "@/lib/site-content/agency";
import { initialAgency as agency } from "@/content/agency";
import { publicRoutes } from "@/content/public-routes";
import { mission } from "@/content/services/mission";
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
    const phone = calendar.getByRole("link", { name: agency.phone });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", `tel:${phoneE164(agency.phone)}`);
    const contact = calendar.getByRole("link", { name: "send us a message" });
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("/gregory-hills without JavaScript (issue 27 item 20)", () => {
  test.use({ javaScriptEnabled: false });

  test("the What's On intro asks nothing of a calendar that is not there, and its place is a note, not an empty card", async ({ page }) => {
    await page.goto("/gregory-hills");
    const section = page.getByRole("region", { name: `What's On in ${suburb}` });
    await section.scrollIntoViewIfNeeded();
    await expect(section).not.toContainText(/pick|select|highlighted/i);
    const calendar = section.getByTestId("events-calendar");
    await expect(calendar).toContainText("The events calendar needs JavaScript.");
    const box = await calendar.boundingBox();
    // The note and its padding, not the 26rem (416px) the calendar takes once it loads.
    expect(box!.height).toBeLessThan(200);
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

test.describe("/mission", () => {
  /** YouTube's own embed example, which the page used to show as the scholar's video. */
  const youtubeExampleId = "M7lc1UVf-VE";

  test("the poster and the colouring entry draw no text of their own; the caption is in the site's font", async ({ page, request }) => {
    for (const art of [mission.video.poster, mission.colouring.image]) {
      const svg = await (await request.get(art)).text();
      // An SVG shown as an image cannot use the page's web fonts: text in it falls back to the system's serif.
      expect(svg, art).not.toMatch(/<text\b/);
    }

    await page.goto("/mission");
    const caption = page
      .getByRole("figure")
      .filter({ has: page.getByRole("img", { name: mission.colouring.imageAlt }) })
      .locator("figcaption");
    await caption.scrollIntoViewIfNeeded();
    await expect(caption).toHaveText(mission.colouring.caption);
    const fonts = await caption.evaluate(async (el) => {
      await document.fonts.ready;
      const family = getComputedStyle(el).fontFamily;
      const first = family
        .split(",")[0]!
        .trim()
        .replace(/^["']|["']$/g, "");
      const loaded = [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, "") === first && face.status === "loaded");
      return { family, body: getComputedStyle(document.body).fontFamily, loaded };
    });
    expect(fonts.family).toBe(fonts.body);
    expect(fonts.family).toMatch(/inter/i);
    expect(fonts.family).not.toMatch(/^\s*(Georgia|"?Times|serif)/i);
    expect(fonts.loaded).toBe(true);
  });

  test("shows each year's results, as the promise says", async ({ page }) => {
    await page.goto("/mission");
    await expect(page.getByText("We publish each year's scholarship and sponsorship results on this page.")).toBeAttached();
    const results = page.getByRole("region", { name: mission.results.title });
    await results.scrollIntoViewIfNeeded();
    await expect(results.getByRole("heading", { level: 2, name: mission.results.title })).toBeVisible();
    const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    const years = results.getByRole("listitem");
    await expect(years).toHaveCount(mission.results.years.length);
    expect(mission.results.years.length).toBeGreaterThan(0);
    for (const result of mission.results.years) {
      const card = years.filter({ has: page.getByRole("heading", { name: String(result.year), exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toContainText(result.scholar);
      await expect(card).toContainText(`Scholarship${dollars.format(result.scholarship)}`);
      await expect(card).toContainText(`Schools sponsored${result.schoolsSponsored}`);
      await expect(card).toContainText(`Sponsorship${dollars.format(result.sponsorship)}`);
    }
  });

  test("does not show YouTube's example video as the scholar's", async ({ page, request }) => {
    const html = await (await request.get("/mission")).text();
    expect(html).not.toContain(youtubeExampleId);
    expect(agency.scholarVideo).not.toContain(youtubeExampleId);

    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    await page.goto("/mission");
    const video = page.getByRole("region", { name: mission.video.title });
    await video.scrollIntoViewIfNeeded();
    const play = video.getByRole("button", { name: mission.video.playLabel });
    if (await play.count()) await play.click();
    else await expect(video.getByText("Video coming soon")).toBeVisible();
    for (const src of await page.locator("iframe, video, source").evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? ""))) {
      expect(src).not.toContain(youtubeExampleId);
    }
  });
});

test.describe("the review rating", () => {
  interface JsonLdNode {
    "@type"?: string | string[];
    aggregateRating?: { ratingValue: number; reviewCount: number };
  }

  function jsonLd(html: string): JsonLdNode[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
      const parsed = JSON.parse(match[1]!) as JsonLdNode | JsonLdNode[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
  }

  test("the home page shows the rating its structured data claims, with its source, beside the testimonials", async ({ page, request }) => {
    const claimed = jsonLd(await (await request.get("/")).text()).flatMap((node) => (node.aggregateRating ? [node.aggregateRating] : []));
    expect(claimed).toHaveLength(1);
    const { ratingValue, reviewCount } = claimed[0]!;
    expect({ ratingValue, reviewCount }).toEqual({ ratingValue: site.rating.value, reviewCount: site.rating.count });

    await page.goto("/");
    const testimonials = page.getByRole("region", { name: "Loved by the Community" });
    await testimonials.scrollIntoViewIfNeeded();
    const summary = testimonials.getByTestId("rating-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText(`${ratingValue} out of 5 from ${reviewCount} ${site.rating.source} reviews`);
  });

  test("no other page claims a rating it does not show", async ({ request }) => {
    for (const { path } of publicRoutes.filter((route) => route.path !== "/")) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain("AggregateRating");
      expect(html.includes('data-testid="rating-summary"'), path).toBe(false);
    }
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an article's phone number, JavaScript ${javaScriptEnabled ? "on" : "off"} (issue 27 item 20)`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("is the agency's number from the settings, one tappable tel: link that never wraps", async ({ page }) => {
      await page.goto("/insights/understanding-settlement-in-nsw");
      const body = page.locator("[data-article-body]");
      await expect(body).not.toContainText("{{");
      const phone = body.getByRole("link", { name: agency.phone });
      await expect(phone).toHaveAttribute("href", `tel:${phoneE164(agency.phone)}`);
      expect(await phone.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("nowrap");
      // One line box: the number is not broken between two lines on a phone.
      expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
    });
  });
}
