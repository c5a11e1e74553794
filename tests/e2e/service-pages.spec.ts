import { expect, test, type Locator, type Page } from "@playwright/test";
import { phoneE164 } from "@/lib/site-content/agency";
import { initialAgency as agency } from "@/content/agency";
import { buyerQuizQuestions } from "@/lib/quiz/buyer-quiz";
import { SELLER_QUIZ_RESULT_TITLE, sellerQuizQuestions } from "@/lib/quiz/seller-quiz";
import { mission } from "@/content/services/mission";
import { landlordServices, tenantServices } from "@/content/services/rental";
import { sellingFaqs } from "@/content/services/selling";
import { comparisonRows, whyChooseBenefits, whyChooseCopy } from "@/content/services/why-choose";
import { site } from "@/content/site";
import { team } from "@/content/team";
import { teamSlug } from "@/lib/team/team-member";
import { whyChooseTestimonials } from "@/content/testimonials";

// These specs are about motion: see it as visitors without a reduced-motion preference do.
test.use({ reducedMotion: "no-preference" });

type NoticeTimes = { shown?: number; hidden?: number };

/**
 * Records, in the page's own clock, when a result notice appears in `status` and when it goes. Timing it
 * inside the browser keeps the check exact however busy the test machine is.
 */
async function watchNotice(status: Locator): Promise<void> {
  await status.evaluate((element) => {
    const times: NoticeTimes = {};
    (window as unknown as { __notice: NoticeTimes }).__notice = times;
    new MutationObserver(() => {
      const now = performance.now();
      if (element.textContent && times.shown === undefined) times.shown = now;
      if (!element.textContent && times.shown !== undefined && times.hidden === undefined) times.hidden = now;
    }).observe(element, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * How long the watched notice was shown. The page's clock (`page.clock.install()` before it loaded) is moved on by
 * `skipMs` once the notice shows, rather than waited for; the notice's own timer then fires on that clock, as the
 * observer's times read it.
 */
async function noticeDurationMs(page: Page, skipMs: number): Promise<number> {
  await page.clock.fastForward(skipMs);
  const read = () => page.evaluate(() => (window as unknown as { __notice: NoticeTimes }).__notice);
  await expect.poll(async () => (await read()).hidden, { timeout: 15_000 }).toBeDefined();
  const times = await read();
  return times.hidden! - times.shown!;
}

/** The @type of every JSON-LD block in the server HTML. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((s) => {
      const data: unknown = JSON.parse(s.textContent ?? "null");
      const items = Array.isArray(data) ? data : [data];
      return items.map((item) => String((item as { "@type"?: unknown })["@type"]));
    }),
  );
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The toaster loads after the page is interactive; toasts raised before it mounts would be lost. */
async function waitForToaster(page: Page) {
  await expect(toasts(page)).toBeAttached();
}

test.describe("selling page", () => {
  test("renders the hero form, stats, journey, story, quiz and FAQ with Service and FAQPage data", async ({ page }) => {
    await page.goto("/selling");
    await expect(page.getByRole("heading", { level: 1, name: "Get Your Free Property Price Update" })).toBeVisible();
    const form = page.locator("#appraisal").getByRole("form", { name: "Free property price update" });
    for (const label of ["Full Name", "Phone Number", "Email Address", "Property Address"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole("button", { name: "Find Out More" })).toBeVisible();
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Selling");
    await expect(page.getByRole("heading", { name: "Your Selling Journey, Step by Step" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your Selling Journey, Step by Step" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("heading", { level: 2, name: "Your Story" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ready for What's Next?" })).toBeVisible();
    const sellerQuestions = page.getByRole("region", { name: "Questions Sellers Ask Us" });
    await expect(sellerQuestions.locator("details")).toHaveCount(sellingFaqs.length);
    await expect(sellerQuestions).toContainText("Can you help me sell and buy at the same time?");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]));
  });

  test("the stats count up to 21, 500K+ and 10+ once visible", async ({ page }) => {
    await page.goto("/selling");
    const figures = page.locator("[data-count-up]");
    await expect(figures).toHaveText(["21", "500K+", "10+"]);
    await figures.first().scrollIntoViewIfNeeded();
    // Counting: the first figure leaves 21 (it restarts from 0)…
    await expect.poll(() => figures.first().textContent(), { intervals: [40], timeout: 2_500 }).not.toBe("21");
    // …and lands on the final figures after 2500 ms.
    await expect(page.locator("dl[data-counted='true']")).toBeAttached({ timeout: 5_000 });
    await expect(figures).toHaveText(["21", "500K+", "10+"]);
  });

  test("with reduced motion the stats show their final figures and never count", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/selling");
    const figures = page.locator("[data-count-up]");
    await figures.first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(figures).toHaveText(["21", "500K+", "10+"]);
    await expect(page.locator("dl[data-counted]")).toHaveCount(0);
  });
});

test.describe("seller quiz", () => {
  const quizRegion = (page: Page) => page.getByRole("region", { name: "Ready for What's Next?" });

  async function answer(quiz: Locator, index: number, option: string) {
    const question = sellerQuizQuestions[index]!;
    const group = quiz.getByRole("radiogroup", { name: question.question });
    await expect(group).toBeVisible();
    await expect(quiz.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    await group.getByRole("radio", { name: option, exact: true }).click();
  }

  const cases: { name: string; answers: [string, string, string, string]; message: string }[] = [
    {
      name: "count 3 or more",
      answers: ["Yes, I have a specific reason", "Ready to sell now", "Yes, move-in ready", "Yes, I have an estimate"],
      message: "You're ready to take the next step! Let's discuss your property.",
    },
    {
      name: "count 2",
      answers: ["Considering my options", "Ready to sell now", "Needs minor work", "Have a rough idea"],
      message: "You're on the right track! We can help you get ready.",
    },
    {
      name: "count 1",
      answers: ["Just exploring", "Just researching", "Needs major preparation", "No idea yet"],
      message: "Great timing to start planning! Let's explore your options together.",
    },
  ];

  for (const c of cases) {
    test(`scores ${c.name}: '${c.message}'`, async ({ page }) => {
      await page.goto("/selling");
      const quiz = quizRegion(page);
      for (const [index, option] of c.answers.entries()) await answer(quiz, index, option);
      const status = quiz.getByRole("status");
      await expect(status).toContainText(SELLER_QUIZ_RESULT_TITLE);
      await expect(status).toContainText(c.message);
      await expect(status.getByRole("link", { name: "Get Free Property Price Update" })).toHaveAttribute("href", "/selling#appraisal");
    });
  }

  test("shows one question at a time with four dots, Previous from question 2, and changeable answers", async ({ page }) => {
    await page.goto("/selling");
    const quiz = quizRegion(page);
    const previous = quiz.getByRole("button", { name: "Previous Question" });
    await expect(quiz.getByTestId("seller-quiz-dot")).toHaveCount(4);
    await expect(quiz.getByRole("radiogroup")).toHaveCount(1);
    await expect(previous).toBeHidden();

    await answer(quiz, 0, "Just exploring");
    await expect(quiz.getByRole("radiogroup", { name: sellerQuizQuestions[1]!.question })).toBeVisible();
    await expect(previous).toBeVisible();
    await expect(quiz.getByTestId("seller-quiz-dot").nth(1)).toHaveAttribute("data-active", "true");

    await previous.click();
    const first = quiz.getByRole("radiogroup", { name: sellerQuizQuestions[0]!.question });
    await expect(first).toBeVisible();
    await expect(first.getByRole("radio", { name: "Just exploring" })).toHaveAttribute("aria-checked", "true");
    await expect(previous).toBeHidden();

    // Change the first answer; the quiz moves on again.
    await first.getByRole("radio", { name: "Yes, I have a specific reason", exact: true }).click();
    await answer(quiz, 1, "Ready to sell now");
    await answer(quiz, 2, "Needs minor work");
    await answer(quiz, 3, "No idea yet");
    await expect(quiz.getByRole("status")).toContainText("You're on the right track!");

    // Back to question 3, change it to a 'ready' answer: the result rises to 3.
    await previous.click();
    await answer(quiz, 2, "Yes, move-in ready");
    await answer(quiz, 3, "No idea yet");
    await expect(quiz.getByRole("status")).toContainText("You're ready to take the next step!");
  });

  test("is keyboard operable: arrows move between options, Space chooses", async ({ page }) => {
    await page.goto("/selling");
    const quiz = quizRegion(page);
    const first = quiz.getByRole("radio", { name: sellerQuizQuestions[0]!.options[0] });
    await first.focus();
    await page.keyboard.press("ArrowDown");
    await expect(quiz.getByRole("radio", { name: sellerQuizQuestions[0]!.options[1] })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(quiz.getByRole("radiogroup", { name: sellerQuizQuestions[1]!.question })).toBeVisible();
    await expect(quiz.getByRole("radio", { name: sellerQuizQuestions[1]!.options[0] })).toBeFocused();
  });

  test("the result stays up for 5 seconds, and its answers go with the price update request", async ({ page }) => {
    await page.clock.install();
    await page.goto("/selling");
    const quiz = quizRegion(page);
    const status = quiz.getByRole("status");
    await watchNotice(status);
    for (const [index, option] of cases[1]!.answers.entries()) await answer(quiz, index, option);
    await expect(status).toContainText(SELLER_QUIZ_RESULT_TITLE);
    await page.mouse.move(0, 0);
    const shownFor = await noticeDurationMs(page, 4_000);
    // Playwright's installed clock follows real time in steps of up to 100 ms, so the two readings can be a step apart
    // (a loaded machine read 4,938 ms once): 5 seconds give or take that step, not a shorter notice.
    expect(shownFor).toBeGreaterThanOrEqual(4_850);
    expect(shownFor).toBeLessThan(6_000);
    await expect(status).toBeEmpty();

    // The answers wait for the appraisal form.
    const form = page.getByRole("form", { name: "Free property price update" });
    await expect(form.getByText("Your quiz answers will be sent with this request")).toBeVisible();
    await expect(form.locator('input[type="hidden"][name="details.Seller quiz result"]')).toHaveValue(cases[1]!.message);
    await form.getByRole("button", { name: "Don't send" }).click();
    await expect(form.locator('input[name^="details."]')).toHaveCount(0);
  });
});

test.describe("buying page", () => {
  test("renders the search, family sections, five steps, quiz and FAQ with Service and FAQPage data", async ({ page }) => {
    await page.goto("/buying");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("search", { name: "Property search" }).getByRole("searchbox", { name: "Suburb or postcode" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Homes for Every Stage of Family Life" })).toBeVisible();
    const journey = page.getByRole("region", { name: "Your Buying Journey in Five Steps" });
    await expect(journey.getByRole("heading", { level: 3 })).toHaveText([
      /Property search/,
      /Inspect/,
      /Make an offer/,
      /Due diligence/,
      /Settlement/,
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Ready to Buy?" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Questions Buyers Ask Us" }).locator("details")).toHaveCount(6);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]));
  });

  test("search: blank is refused with the toast, anything else opens the listing search for it", async ({ page }) => {
    await page.goto("/buying");
    await waitForToaster(page);
    const search = page.getByRole("search", { name: "Property search" });
    const box = search.getByRole("searchbox", { name: "Suburb or postcode" });

    await box.fill("   ");
    await search.getByRole("button", { name: "Search" }).click();
    const blank = toasts(page).locator("[data-sonner-toast]", { hasText: "Please enter a location" }).first();
    await expect(blank).toContainText("Enter a suburb or postcode to search for properties");
    await expect(page).toHaveURL(/\/buying$/);

    // A search is a client-side navigation (no reload) to the search's own address for the place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await box.fill("Oran Park");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/buy\?location=oran-park$/);
    await expect(page.getByRole("checkbox", { name: "Oran Park, NSW 2570" })).toBeChecked();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("buying page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search is a plain GET form to the listing search, which reads the place as typed, at its canonical address", async ({
    page,
  }) => {
    await page.goto("/buying");
    const search = page.getByRole("search", { name: "Property search" });
    await search.getByRole("searchbox", { name: "Suburb or postcode" }).fill("Oran Park");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/buy\?location=oran-park$/);
    await expect(page.getByRole("checkbox", { name: "Oran Park, NSW 2570" })).toBeChecked();
  });
});

test.describe("Ready to Buy quiz", () => {
  const quizRegion = (page: Page) => page.getByRole("region", { name: "Ready to Buy?" });
  const label = (question: number, value: string) => buyerQuizQuestions[question]!.options.find((o) => o.value === value)!.label;

  const cases: { values: [string, string, string, string]; title: string }[] = [
    { values: ["preapproved", "now", "regular", "saving"], title: "You're Ready to Buy!" },
    { values: ["cash", "later", "occasional", "clear"], title: "Almost There!" },
    { values: ["not-started", "3months", "starting", "debts"], title: "Let's Get You Started!" },
  ];

  for (const c of cases) {
    test(`scores '${c.title}'`, async ({ page }) => {
      await page.goto("/buying");
      const quiz = quizRegion(page);
      const previous = quiz.getByRole("button", { name: "Previous Question" });
      for (const [index, value] of c.values.entries()) {
        const group = quiz.getByRole("radiogroup", { name: buyerQuizQuestions[index]!.question });
        await expect(group).toBeVisible();
        if (index === 0) await expect(previous).toBeHidden();
        else await expect(previous).toBeVisible();
        await group.getByRole("radio", { name: label(index, value), exact: true }).click();
      }
      const status = quiz.getByRole("status");
      await expect(status).toContainText(c.title);
      await expect(status.getByRole("link")).toHaveAttribute("href", "/contact");
    });
  }

  test("the result shows for 6 seconds; Previous goes back one question", async ({ page }) => {
    await page.clock.install();
    await page.goto("/buying");
    const quiz = quizRegion(page);
    const status = quiz.getByRole("status");
    await watchNotice(status);
    for (const [index, value] of cases[0]!.values.entries()) {
      await quiz
        .getByRole("radiogroup", { name: buyerQuizQuestions[index]!.question })
        .getByRole("radio", { name: label(index, value), exact: true })
        .click();
    }
    await expect(status).toContainText(cases[0]!.title);
    await page.mouse.move(0, 0);
    const shownFor = await noticeDurationMs(page, 5_000);
    expect(shownFor).toBeGreaterThanOrEqual(5_950);
    expect(shownFor).toBeLessThan(7_000);
    await expect(status).toBeEmpty();

    await quiz.getByRole("button", { name: "Previous Question" }).click();
    await expect(quiz.getByRole("radiogroup", { name: buyerQuizQuestions[2]!.question })).toBeVisible();
  });
});

test.describe("rental page", () => {
  test("toggles between 9 landlord and 6 tenant services as accessible tabs", async ({ page }) => {
    await page.goto("/rental");
    const tabs = page.getByRole("tablist", { name: "Services for" });
    const landlords = tabs.getByRole("tab", { name: "For Landlords" });
    const tenants = tabs.getByRole("tab", { name: "For Tenants" });
    await expect(landlords).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel", { name: "For Landlords" }).getByRole("listitem")).toHaveCount(landlordServices.length);
    expect(landlordServices).toHaveLength(9);

    await tenants.click();
    await expect(tenants).toHaveAttribute("aria-selected", "true");
    await expect(landlords).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "For Tenants" }).getByRole("listitem")).toHaveCount(tenantServices.length);
    expect(tenantServices).toHaveLength(6);

    await page.keyboard.press("ArrowLeft");
    await expect(landlords).toBeFocused();
    await expect(landlords).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tenants).toHaveAttribute("aria-selected", "true");
  });

  test("links to /contact and /insights, with a property management FAQ and Service data", async ({ page }) => {
    await page.goto("/rental");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/insights"]').first()).toBeVisible();
    await expect(main.getByText("routine inspections every 3 months")).toBeAttached();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Service", "FAQPage", "BreadcrumbList"]));
  });
});

test.describe("team", () => {
  test("shows six members, each card linking to /team/{slug}, and the careers form", async ({ page }) => {
    await page.goto("/team");
    expect(team).toHaveLength(6);
    for (const member of team) {
      expect(member.slug).toBe(member.name.toLowerCase().replace(/ /g, "-"));
      const card = page.getByRole("link", { name: `${member.name} ${member.role}` });
      await expect(card).toHaveAttribute("href", `/team/${teamSlug(member.name)}`);
    }
    const careers = page.getByRole("form", { name: "Careers application" });
    await expect(careers.getByRole("button", { name: "Submit Application" })).toBeVisible();
  });

  test("a card turns over on keyboard focus and on hover", async ({ page }) => {
    await page.goto("/team");
    const member = team[0]!;
    const card = page.getByRole("link", { name: `${member.name} ${member.role}` });
    const flip = card.locator("[data-flip]");
    const rotation = () => flip.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m11);
    expect(await rotation()).toBe(1);

    await card.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(card).toBeFocused();
    await expect.poll(rotation).toBeLessThan(-0.99);

    await page.keyboard.press("Tab");
    await expect.poll(rotation).toBe(1);

    await card.hover();
    await expect.poll(rotation).toBeLessThan(-0.99);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/team/${member.slug}$`));
  });

  test("a profile shows photo, role, bio, e-mail, phone, Call and the booking link in a new tab, with Person data", async ({ page }) => {
    const member = team.find((m) => m.calendlyUrl)!;
    await page.goto(`/team/${member.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole("img", { name: new RegExp(`Portrait of ${member.name}`) })).toBeVisible();
    await expect(page.getByText(member.role).first()).toBeVisible();
    await expect(page.getByText(member.bio[0]!)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: member.email })).toHaveAttribute("href", `mailto:${member.email}`);
    await expect(main.getByRole("link", { name: member.phone.display })).toHaveAttribute("href", `tel:${member.phone.e164}`);
    await expect(main.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${member.phone.e164}`);
    const booking = page.getByRole("link", { name: /Book Free Price Update/ });
    await expect(booking).toHaveAttribute("href", member.calendlyUrl!);
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Person", "BreadcrumbList"]));
  });

  test("a member without a booking link has no booking button", async ({ page }) => {
    const member = team.find((m) => !m.calendlyUrl)!;
    await page.goto(`/team/${member.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Book Free Price Update/ })).toHaveCount(0);
  });

  for (const path of ["/team/nobody", "/team/Daniel-Whitford-2", "/team-members", "/team-members/x", "/team-members/daniel/whitford"]) {
    test(`${path} redirects to /team over HTTP`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/team");
    });
  }
});

test.describe("contact page", () => {
  test("shows the breadcrumb, tap-to-call, mail link, service area, reply promise and the enquiry form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Contact", { exact: true })).toHaveAttribute("aria-current", "page");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: agency.phone })).toHaveAttribute("href", `tel:${phoneE164(agency.phone)}`);
    await expect(main.getByRole("link", { name: agency.email })).toHaveAttribute("href", `mailto:${agency.email}`);
    await expect(main.getByText(site.serviceArea)).toBeVisible();
    await expect(main.getByText("within 2 hours during business hours")).toBeVisible();
    const form = page.getByRole("form", { name: "Contact enquiry" });
    await expect(form.getByRole("combobox", { name: "Enquiry Type" }).locator("option")).toHaveText([
      "Select an enquiry type",
      "Selling Property",
      "Buying Property",
      "Property Management",
      "Free Appraisal",
      "General Enquiry",
    ]);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
  });
});

test.describe("why choose page", () => {
  test("shows eight benefits, the six-service comparison table, three testimonials, FAQ and both calls to action", async ({ page }) => {
    await page.goto(`/why-choose-${site.brandSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Why Choose ${site.name}` })).toBeVisible();
    await expect(page.getByRole("region", { name: whyChooseCopy.benefitsTitle }).getByRole("listitem")).toHaveCount(
      whyChooseBenefits.length,
    );
    expect(whyChooseBenefits).toHaveLength(8);
    const table = page.getByRole("table", { name: whyChooseCopy.tableCaption });
    await expect(table.getByRole("columnheader")).toHaveText(["Service", site.name, "Other agencies"]);
    await expect(table.getByRole("rowheader")).toHaveText(comparisonRows.map((r) => r.service));
    expect(comparisonRows).toHaveLength(6);
    const testimonials = page.getByRole("region", { name: whyChooseCopy.testimonialsTitle }).getByRole("figure");
    await expect(testimonials).toHaveCount(3);
    for (const t of whyChooseTestimonials) await expect(page.getByText(t.author)).toBeVisible();
    const cta = page.getByRole("region", { name: whyChooseCopy.ctaTitle });
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Get Free Property Price Update" })).toHaveAttribute("href", "/selling");
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["FAQPage", "BreadcrumbList"]));
  });
});

test.describe("mission page", () => {
  test("shows the program, and loads the video player only when play is pressed (no button until a video is configured)", async ({
    page,
  }) => {
    const youtube: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("youtube")) youtube.push(request.url());
    });
    // Keep the test offline: answer the player's frame with an empty page.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    await page.goto("/mission");
    await expect(page.getByRole("heading", { level: 1, name: "Mission the One" })).toBeVisible();
    for (const title of [
      "About Mission the One",
      "Our Promise",
      "School Sponsorship",
      "Colouring Competition Winner",
      "Meet Our Scholar",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/selling"]').first()).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();

    await expect(page.locator("iframe")).toHaveCount(0);
    expect(youtube).toEqual([]);
    const play = page.getByRole("button", { name: mission.video.playLabel });
    // No video in the first agency settings: the poster says so, the copy does not promise one, nothing to press.
    // (A video set in the admin: tests/e2e/agency-settings.spec.ts.)
    await expect(page.getByRole("figure").filter({ hasText: "Video coming soon" })).toBeVisible();
    await expect(main).toContainText(mission.video.intro);
    await expect(main).not.toContainText("talks about");
    await expect(play).toHaveCount(0);
  });
});
