import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { blogPosts, siteContent, user, userRoles } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

/*
 * The admin's content forms (testimonials, suburb figures, the NSW rules in brief, a page's FAQs, the ticker) as staff submit them: a save is
 * read back as the pages read it and raises the 'site' content version (so every page showing it is rendered again);
 * a refused save, or a save by someone without content.manage, changes nothing. The session is supplied per role;
 * the permission check is the real one, reading user_roles.
 */

type Role = "anonymous" | "member" | "agent" | "editor" | "admin";

const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  session: null as null | { user: { id: string; email: string }; session: { id: string } },
}));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("@/server/auth/session", () => ({ getCurrentSession: async () => current.session }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.77" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const { saveTestimonialsAction } = await import("@/server/site-content/actions/save-testimonials-action");
const { saveSuburbFactsAction } = await import("@/server/site-content/actions/save-suburb-facts-action");
const { savePageFaqsAction } = await import("@/server/site-content/actions/save-page-faqs-action");
const { saveTickerAction } = await import("@/server/site-content/actions/save-ticker-action");
const { saveNswFactsAction } = await import("@/server/site-content/actions/save-nsw-facts-action");
const { initialNswFacts } = await import("@/content/site-content/nsw-facts");
const { initialContentFormState } = await import("@/lib/site-content/content-form-state");
const { readSiteDocument } = await import("@/server/site-content/store");
const { siteDocumentSavedBy } = await import("@/server/site-content/admin-documents");
const { currentNswFacts, currentPageFaqs, currentSuburbFigures, currentTestimonials } = await import("@/server/site-content/page-content");
const { currentTickerItems } = await import("@/server/site-content/ticker");
const { readContentVersion } = await import("@/server/db/content-version");
const { initialTestimonials } = await import("@/content/testimonials");
const { initialFaqs } = await import("@/content/site-content/faqs");
const { initialTicker } = await import("@/content/headlines");
const { accessDeniedMessage } = await import("@/server/actions/safe-action");

const staff = {
  member: { id: "user-member", email: "member@example.com", role: null },
  agent: { id: "user-agent", email: "agent@example.com", role: "agent" },
  editor: { id: "user-editor", email: "editor@example.com", role: "editor" },
  admin: { id: "user-admin", email: "admin@example.com", role: "admin" },
} as const;

function signInAs(role: Role) {
  current.session =
    role === "anonymous" ? null : { user: { id: staff[role].id, email: staff[role].email }, session: { id: `session-${role}` } };
}

/** A form as the browser posts it: every field named by its path in the document. */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The suburb figures form as posted: every figure of every suburb, blank unless given. */
function figuresForm(given: Record<string, string>): FormData {
  const blank = ["gregory-hills", "oran-park", "gledswood-hills", "leppington"].flatMap((suburb) =>
    ["medianHousePrice", "medianRent", "daysOnMarket"].flatMap((figure) =>
      ["value", "asOf", "source"].map((field) => [`${suburb}.${figure}.${field}`, ""]),
    ),
  );
  return form({ ...Object.fromEntries(blank), ...given });
}

/** The NSW rules form as posted: every field of every topic, as first written unless changed. */
function nswFactsForm(changes: Record<string, string> = {}): FormData {
  const fields = Object.entries(initialNswFacts).flatMap(([topic, fact]) =>
    Object.entries(fact).map(([field, value]) => [`${topic}.${field}`, value]),
  );
  return form({ ...Object.fromEntries(fields), ...changes });
}

function listFields(name: string, items: ReadonlyArray<Record<string, string | number>>): Record<string, string> {
  return Object.fromEntries(
    items.flatMap((item, index) => Object.entries(item).map(([key, value]) => [`${name}.${index}.${key}`, String(value)])),
  );
}

const editedHome = [
  {
    ...initialTestimonials.home[1]!,
    text: "Liam found us a home near the school in a fortnight. Honest, patient and always on the phone.",
  },
  initialTestimonials.home[0]!,
  initialTestimonials.home[2]!,
];

function testimonialsForm(home: ReadonlyArray<Record<string, string | number>> = editedHome) {
  return form({ ...listFields("home", home), ...listFields("whyChoose", initialTestimonials.whyChoose) });
}

describe.each(testDatabases)("the admin's content forms on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    for (const member of Object.values(staff)) {
      await db.insert(user).values({ id: member.id, name: member.email, email: member.email });
      if (member.role) await db.insert(userRoles).values({ userId: member.id, role: member.role });
    }
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });
  beforeEach(async () => {
    signInAs("editor");
    await db.delete(siteContent);
    await db.delete(blogPosts);
  });

  it("saves the testimonials an editor submits: read back in their new order, the version raised, who and when noted", async () => {
    const before = await readContentVersion(db, "site");
    const answer = await saveTestimonialsAction(initialContentFormState, testimonialsForm());
    expect(answer).toMatchObject({ status: "success", title: "Saved" });

    const saved = await readSiteDocument(db, "testimonials");
    expect(saved.home.map((t) => t.name)).toEqual(["Ahmed K.", "Rachel M.", "Jenny W."]);
    expect(saved.home[0]).toEqual({ ...editedHome[0], rating: 5 });
    expect((await currentTestimonials()).home[0]!.text).toBe(editedHome[0]!.text);
    expect(await readContentVersion(db, "site")).toBeGreaterThan(before);
    expect(await siteDocumentSavedBy(db, "testimonials")).toMatchObject({ email: staff.editor.email, updatedAt: expect.any(Date) });
  });

  it("refuses an invalid save with the rule's message and changes nothing, giving back what was typed", async () => {
    await saveTestimonialsAction(initialContentFormState, testimonialsForm());
    const [rowBefore] = await db.select().from(siteContent);
    const versionBefore = await readContentVersion(db, "site");

    const answer = await saveTestimonialsAction(
      initialContentFormState,
      testimonialsForm([{ ...editedHome[0]!, name: "Ahmed Khan" }, ...editedHome.slice(1)]),
    );
    expect(answer).toMatchObject({ status: "error", message: "Name must be a first name and last initial, e.g. Rachel M." });
    expect(answer.submitted?.home).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Ahmed Khan" })]));

    const tooFew = await saveTestimonialsAction(initialContentFormState, testimonialsForm(editedHome.slice(0, 2)));
    expect(tooFew).toMatchObject({ status: "error", message: "The home page needs at least 3 testimonials (its first 3 are its reviews)" });

    expect(await db.select().from(siteContent)).toEqual([rowBefore]);
    expect(await readContentVersion(db, "site")).toBe(versionBefore);
  });

  it.each(["anonymous", "member", "agent"] as const)("refuses a save by %s (no content.manage) and changes nothing", async (role) => {
    signInAs(role);
    const versionBefore = await readContentVersion(db, "site");
    const answers = await Promise.all([
      saveTestimonialsAction(initialContentFormState, testimonialsForm()),
      saveSuburbFactsAction(
        initialContentFormState,
        figuresForm({
          "oran-park.medianRent.value": "680",
          "oran-park.medianRent.asOf": "2026-09-30",
          "oran-park.medianRent.source": "NSW Rent and Sales Report",
        }),
      ),
      savePageFaqsAction(initialContentFormState, form({ page: "selling", ...listFields("faqs", initialFaqs.selling.slice(1)) })),
      saveTickerAction(initialContentFormState, form({ source: "latest-posts", ...listFields("headlines", initialTicker.headlines) })),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: "error", message: accessDeniedMessage });
    expect(await db.select().from(siteContent)).toEqual([]);
    expect(await readContentVersion(db, "site")).toBe(versionBefore);
  });

  it("lets an admin save too", async () => {
    signInAs("admin");
    expect(await saveTestimonialsAction(initialContentFormState, testimonialsForm())).toMatchObject({ status: "success" });
    expect(await siteDocumentSavedBy(db, "testimonials")).toMatchObject({ email: staff.admin.email });
  });

  it("publishes a suburb's figures typed in the form, each with its date and source; blank figures stay unpublished", async () => {
    expect(await currentSuburbFigures("oran-park")).toEqual([]);
    const answer = await saveSuburbFactsAction(
      initialContentFormState,
      figuresForm({
        "oran-park.medianHousePrice.value": "$1,050,000",
        "oran-park.medianHousePrice.asOf": "2026-09-30",
        "oran-park.medianHousePrice.source": "CoreLogic",
      }),
    );
    expect(answer).toMatchObject({ status: "success" });
    expect((await currentSuburbFigures("oran-park")).map(({ label, value, note }) => ({ label, value, note }))).toEqual([
      { label: "Median house price", value: "$1,050,000", note: "As of 30 September 2026 · Source: CoreLogic" },
    ]);
    expect(await currentSuburbFigures("gregory-hills")).toEqual([]);

    const undated = await saveSuburbFactsAction(
      initialContentFormState,
      figuresForm({ "oran-park.medianRent.value": "680", "oran-park.medianRent.source": "Domain" }),
    );
    expect(undated).toMatchObject({ status: "error", message: "Median weekly rent: the 'as of' date is required" });
    expect(await currentSuburbFigures("oran-park")).toHaveLength(1);
  });

  it("saves the NSW rules an editor edits: the page shows the new answer, source and date, and the version is raised", async () => {
    expect((await currentNswFacts("rental"))[0]).toMatchObject({ sourceName: "NSW Government: rent increases" });
    const before = await readContentVersion(db, "site");
    const answer = await saveNswFactsAction(
      initialContentFormState,
      nswFactsForm({
        "rentIncrease.answer":
          "At least 90 days' written notice, giving the new rent and the day it starts (a rule staff have just updated).",
        "rentIncrease.sourceName": "NSW Fair Trading: rent increases",
        "rentIncrease.sourceUrl": "https://www.fairtrading.nsw.gov.au/housing-and-property/renting/rent-increases",
        "rentIncrease.asOf": "2026-11-27",
      }),
    );
    expect(answer).toMatchObject({ status: "success", title: "Saved" });
    expect(answer.message).toMatch(/^The NSW rules in brief saved at /);
    expect((await currentNswFacts("rental"))[0]).toMatchObject({
      answer: "At least 90 days' written notice, giving the new rent and the day it starts (a rule staff have just updated).",
      sourceName: "NSW Fair Trading: rent increases",
      asOfText: "As of 27 November 2026",
    });
    expect(await currentNswFacts("buying")).toEqual(
      expect.arrayContaining([expect.objectContaining({ question: initialNswFacts.coolingOff.question })]),
    );
    expect(await readContentVersion(db, "site")).toBeGreaterThan(before);
    expect(await siteDocumentSavedBy(db, "nswFacts")).toMatchObject({ email: staff.editor.email });
  });

  it("refuses NSW rules with a source that is not an official page, or without a date, and changes nothing", async () => {
    const versionBefore = await readContentVersion(db, "site");
    const blog = await saveNswFactsAction(initialContentFormState, nswFactsForm({ "pets.sourceUrl": "https://renterprise.com.au/pets" }));
    expect(blog).toMatchObject({
      status: "error",
      message: "Pets: the source's link must be an official page: https:// and a .gov.au address, without spaces or a ?",
    });
    // Without JavaScript the page comes back with what was typed.
    expect(blog.submitted?.pets).toMatchObject({ sourceUrl: "https://renterprise.com.au/pets" });
    const undated = await saveNswFactsAction(initialContentFormState, nswFactsForm({ "stampDuty.asOf": "" }));
    expect(undated).toMatchObject({ status: "error", message: "Stamp duty: the 'as of' date is required" });
    expect(await db.select().from(siteContent)).toEqual([]);
    expect(await readContentVersion(db, "site")).toBe(versionBefore);

    signInAs("agent");
    expect(await saveNswFactsAction(initialContentFormState, nswFactsForm())).toMatchObject({
      status: "error",
      message: accessDeniedMessage,
    });
    expect(await db.select().from(siteContent)).toEqual([]);
  });

  it("saves one page's FAQs and leaves every other page's as they were", async () => {
    const reordered = [
      initialFaqs.selling[2]!,
      initialFaqs.selling[0]!,
      { question: "Do you sell acreage?", answer: "Yes: Callum specialises in acreage around Camden and Cobbitty." },
    ];
    const answer = await savePageFaqsAction(initialContentFormState, form({ page: "selling", ...listFields("faqs", reordered) }));
    expect(answer).toMatchObject({ status: "success" });
    expect(await currentPageFaqs("selling")).toEqual(reordered);
    expect(await currentPageFaqs("oran-park/buying")).toEqual(initialFaqs["oran-park/buying"]);

    const empty = await savePageFaqsAction(initialContentFormState, form({ page: "buying" }));
    expect(empty).toMatchObject({ status: "error", message: "A page needs at least 1 question" });
    const unknown = await savePageFaqsAction(initialContentFormState, form({ page: "team", ...listFields("faqs", reordered) }));
    expect(unknown).toMatchObject({ status: "error", message: "Choose a page whose FAQs to save" });
    expect(await currentPageFaqs("buying")).toEqual(initialFaqs.buying);
  });

  it("switches the ticker to the newest posts' titles, and back to written headlines with links", async () => {
    const post = { slug: "ticker-post", title: "Spring results on Quokka Crescent" };
    await db.insert(blogPosts).values({
      ...post,
      excerpt: "x",
      content: "<p>x</p>",
      category: "Market Update",
      authorName: "Daniel Whitford",
      authorRole: "Principal",
      readTime: "1 min read",
      isPublished: true,
      publishedDate: new Date("2026-11-20T00:00:00Z"),
    });

    const latest = await saveTickerAction(
      initialContentFormState,
      form({ source: "latest-posts", ...listFields("headlines", initialTicker.headlines) }),
    );
    expect(latest).toMatchObject({ status: "success" });
    expect(await currentTickerItems()).toEqual([{ text: post.title, href: "/insights/ticker-post" }]);

    const written = await saveTickerAction(
      initialContentFormState,
      form({
        source: "headlines",
        ...listFields("headlines", [{ text: "Open homes this Saturday across Oran Park", href: "/oran-park" }]),
      }),
    );
    expect(written).toMatchObject({ status: "success" });
    expect(await currentTickerItems()).toEqual([{ text: "Open homes this Saturday across Oran Park", href: "/oran-park" }]);

    const badLink = await saveTickerAction(
      initialContentFormState,
      form({ source: "headlines", ...listFields("headlines", [{ text: "Click here", href: "javascript:alert(1)" }]) }),
    );
    expect(badLink).toMatchObject({
      status: "error",
      message: "Headline link must be a path on this site (starting with /) or a full https:// address",
    });
  });
});
