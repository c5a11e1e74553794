import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPost, deletePost } from "@/server/blog/admin-posts";
import { createKnowledgeStore, type KnowledgeStore } from "@/server/chat/knowledge-store";
import { openDatabase, type DatabaseHandle } from "@/server/db/connect";
import { initialFaqs } from "@/content/site-content/faqs";
import { initialSuburbFacts } from "@/content/site-content/suburb-facts";
import { initialNswFacts } from "@/content/site-content/nsw-facts";
import { initialTestimonials } from "@/content/testimonials";
import { composeAnswer } from "@/server/chat/answerer";
import { saveSiteDocument } from "@/server/site-content/store";
import { blogPosts, listings, user } from "@/server/db/schema";
import { teamMemberSchema } from "@/lib/validation/team-member";
import { addTeamMember, retireTeamMember } from "@/server/team/admin-team";
import { blogPostFields } from "../support/blog-post-fields";
import { testDatabases } from "../support/databases";

const HOUR = 60 * 60_000;

const blogIds = async (store: KnowledgeStore, now?: Date) =>
  (await store.get(now)).documents.filter((document) => document.kind === "blog").map((document) => document.id);

/*
 * The assistant's knowledge follows the blog on every instance: a post saved, deleted or falling due through one
 * instance is known (or forgotten) by the others at their next question, with nothing kept in step by hand.
 */
describe.each(testDatabases)("chat knowledge on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let second: DatabaseHandle | null;
  let here: KnowledgeStore;
  let there: KnowledgeStore;

  beforeEach(async () => {
    database = await target.create();
    // On PostgreSQL the other instance has its own connection pool, as another process would.
    second = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : null;
    here = createKnowledgeStore(async () => database.db);
    there = createKnowledgeStore(async () => (second ?? database).db);
  });
  afterEach(async () => {
    await second?.close();
    await database?.dispose();
  });

  it("knows a post published through another instance at the next question, and forgets it when deleted", async () => {
    expect(await blogIds(here)).toEqual([]);
    expect(await blogIds(there)).toEqual([]);

    const created = await createPost(database.db, blogPostFields("first-look"));
    expect(await blogIds(there)).toEqual(["blog:first-look"]);
    expect(await blogIds(here)).toEqual(["blog:first-look"]);

    await database.db.update(blogPosts).set({ isPublished: false }).where(eq(blogPosts.id, created.id));
    expect(await blogIds(there)).toEqual([]);

    await database.db.update(blogPosts).set({ isPublished: true }).where(eq(blogPosts.id, created.id));
    expect(await blogIds(there)).toEqual(["blog:first-look"]);
    await deletePost(database.db, created.id);
    expect(await blogIds(there)).toEqual([]);
    expect(await blogIds(here)).toEqual([]);
  });

  it("knows a team member added through another instance at the next question, and forgets them when retired", async () => {
    const teamIds = async (store: KnowledgeStore) =>
      (await store.get()).documents.filter((document) => document.kind === "team").map((document) => document.id);
    expect(await teamIds(there)).toContain("team:daniel-whitford");

    const editor = { scope: "all", userId: "admin-1" } as const;
    const parsed = teamMemberSchema.parse({
      name: "Ava Brooks",
      role: "Property Manager",
      email: "ava@ironbark.example",
      phone: "0491 570 161",
      summary: "Looks after our rentals in Oran Park.",
      bio: "Ava manages rentals.",
      specialties: "",
    });
    const { id } = await addTeamMember(database.db, editor, parsed);
    expect(await teamIds(there)).toContain("team:ava-brooks");
    await retireTeamMember(database.db, editor, id);
    expect(await teamIds(there)).not.toContain("team:ava-brooks");
    expect(await teamIds(here)).not.toContain("team:ava-brooks");
  });

  it("learns a scheduled post when it falls due, with no write in between", async () => {
    const now = new Date();
    await createPost(database.db, blogPostFields("next-week", { scheduledDate: new Date(now.getTime() + HOUR) }), now);
    expect(await blogIds(there, now)).toEqual([]);
    expect(await blogIds(there, new Date(now.getTime() + 2 * HOUR))).toEqual(["blog:next-week"]);
  });

  it("answers from the FAQs and suburb figures as staff last saved them, on every instance", async () => {
    const documentsOf = async (store: KnowledgeStore) => (await store.get()).documents;
    const question = "Do you hold open homes on Sundays in Oran Park?";
    expect((await documentsOf(there)).some((document) => document.title === question)).toBe(false);
    expect((await documentsOf(there)).some((document) => document.id === "oran-park:figures")).toBe(false);

    await database.db.insert(user).values({ id: "user-editor", name: "Editor", email: "editor@example.com" });
    const faqs = { ...initialFaqs, "oran-park": [{ question, answer: "Yes, most Sundays between 11am and 1pm." }] };
    expect((await saveSiteDocument(database.db, "faqs", faqs, "user-editor")).ok).toBe(true);
    const figure = { value: 1_050_000, asOf: "2026-09-30", source: "CoreLogic" };
    const facts = { ...initialSuburbFacts, "oran-park": { ...initialSuburbFacts["oran-park"], medianHousePrice: figure } };
    expect((await saveSiteDocument(database.db, "suburbFacts", facts, "user-editor")).ok).toBe(true);

    const known = await documentsOf(there);
    expect(known.find((document) => document.title === question)).toMatchObject({
      kind: "faq",
      url: "/oran-park",
      text: "Yes, most Sundays between 11am and 1pm.",
    });
    expect(known.some((document) => document.title === initialFaqs["oran-park"][0]!.question && document.url === "/oran-park")).toBe(false);
    expect(known.find((document) => document.id === "oran-park:figures")?.text).toBe(
      "Median house price in Oran Park: $1,050,000 (as of 30 September 2026 · Source: CoreLogic).",
    );
  });

  it("answers the NSW rules as staff last saved them, naming the new source and date", async () => {
    const ask = async (store: KnowledgeStore) =>
      composeAnswer([{ role: "user", content: "can I keep a dog in my rental?" }], await store.get());
    expect(await ask(there)).toContain("Source: [Residential Tenancies Act 2010, section 73F]");

    await database.db.insert(user).values({ id: "user-editor-2", name: "Editor", email: "editor2@example.com" });
    const pets = {
      ...initialNswFacts.pets,
      answer: "Yes, with the landlord's consent; the landlord must reply to a pet application within 21 days (rule updated by staff).",
      sourceName: "NSW Fair Trading: pets in rentals",
      sourceUrl: "https://www.fairtrading.nsw.gov.au/housing-and-property/renting/pets",
      asOf: "2026-11-27",
    };
    expect((await saveSiteDocument(database.db, "nswFacts", { ...initialNswFacts, pets }, "user-editor-2")).ok).toBe(true);

    // Another instance answers from the saved rule on its next question.
    const answer = await ask(there);
    expect(answer).toContain("(rule updated by staff)");
    expect(answer).toContain(
      "Source: [NSW Fair Trading: pets in rentals](https://www.fairtrading.nsw.gov.au/housing-and-property/renting/pets), as of 27 November 2026.",
    );
    expect(answer).toContain("[Rental services](/rental)");
  });

  it("answers what clients say from the testimonials as staff last saved them", async () => {
    const ask = async (store: KnowledgeStore) =>
      composeAnswer([{ role: "user", content: "has anyone reviewed you for a duplex sale?" }], await store.get());
    expect(await ask(there)).not.toContain("Tom W.");

    await database.db.insert(user).values({ id: "user-editor-3", name: "Editor", email: "editor3@example.com" });
    const duplex = {
      name: "Tom W.",
      location: "Leppington",
      text: "We sold our duplex in Leppington with Priya and could not have asked for a smoother sale.",
      rating: 5,
      date: "2026-10-01",
    };
    const testimonials = { ...initialTestimonials, home: [duplex, ...initialTestimonials.home] };
    expect((await saveSiteDocument(database.db, "testimonials", testimonials, "user-editor-3")).ok).toBe(true);

    // Another instance quotes the review staff added on its next question.
    expect(await ask(there)).toContain('Tom W. of Leppington rated us 5 out of 5: "We sold our duplex in Leppington with Priya');
  });

  it("keeps what it built while only the listings change (a feed import's photos raise their version hundreds of times)", async () => {
    const before = await there.get();
    // A statement-level trigger raises the listings' version even when no row changes.
    await database.db
      .update(listings)
      .set({ published: false })
      .where(sql`false`);
    await database.db
      .update(listings)
      .set({ published: false })
      .where(sql`false`);
    expect(await there.get()).toBe(before);

    await createPost(database.db, blogPostFields("after-the-import"));
    expect(await there.get()).not.toBe(before);
    expect(await blogIds(there)).toEqual(["blog:after-the-import"]);
  });

  it("rebuilds once for questions that arrive together", async () => {
    await createPost(database.db, blogPostFields("together"));
    const answers = await Promise.all(Array.from({ length: 5 }, () => here.get()));
    expect(new Set(answers).size).toBe(1);
  });
});
