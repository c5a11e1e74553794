import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { feedSources, listingEvents, listingImages, listingMedia, listings, teamMembers, user, userRoles } from "@/server/db/schema";
import { propertyListXml, type SyntheticListing } from "../support/reaxml-builder";
import { testDatabases } from "../support/databases";

/*
 * Admin: Listings (docs/listings.md, "What the admin sees"): the server's rules behind /admin/listings. Hold approval
 * (explicit, recorded, standing while the feed sends the same text), hide/show off every public read, an agent's own
 * listings only, material-fact notes kept from the public, feed sources whose tokens are shown once and stored as a
 * hash, and bad input that changes nothing. Listings arrive through the feed pipeline, as from a CRM.
 */

const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  session: null as null | { user: { id: string; email: string }; session: { id: string } },
}));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("@/server/auth/session", () => ({ getCurrentSession: async () => current.session }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-client-ip": "203.0.113.7", host: "localhost:3000" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { receiveFeedFile, applyFeedFile, authenticateFeedToken, sha256Hex } = await import("@/server/listings/feed-files");
const { getPublicListing, listPublicListings } = await import("@/server/listings/public-listing");
const admin = await import("@/server/listings/admin-listings");
const feeds = await import("@/server/listings/admin-feeds");
const { setListingHiddenAction } = await import("@/server/listings/actions/set-listing-hidden-action");
const { approveListingHoldAction } = await import("@/server/listings/actions/approve-listing-hold-action");
const { saveMaterialFactsAction } = await import("@/server/listings/actions/save-material-facts-action");
const { createFeedSourceAction } = await import("@/server/listings/actions/create-feed-source-action");
const { rotateFeedSourceTokenAction } = await import("@/server/listings/actions/rotate-feed-source-token-action");
const { setFeedSourceEnabledAction } = await import("@/server/listings/actions/set-feed-source-enabled-action");

const idle = { status: "idle" as const, title: "", message: "", values: {} };
const staff = {
  admin: { id: "listings-admin", email: "principal@ironbark.example", role: "admin" as const },
  editor: { id: "listings-editor", email: "editor@ironbark.example", role: "editor" as const },
  agent: { id: "listings-agent", email: "alex.agent@ironbark.example", role: "agent" as const },
  otherAgent: { id: "listings-agent-2", email: "bea.agent@ironbark.example", role: "agent" as const },
};
const alex = { name: "Alex Agent", email: "Alex.Profile@ironbark.example" };
const bea = { name: "Bea Agent", email: "bea.agent@ironbark.example" };

function signInAs(who: keyof typeof staff | null) {
  current.session = who === null ? null : { user: { id: staff[who].id, email: staff[who].email }, session: { id: `s-${who}` } };
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(testDatabases)("Admin: Listings on $name", (target) => {
  let handle: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let source: typeof feedSources.$inferSelect;

  async function feed(items: SyntheticListing[]) {
    const received = await receiveFeedFile(db, { source, body: Buffer.from(propertyListXml(items)), contentType: "application/xml" });
    if (!received.ok) throw new Error(received.message);
    await applyFeedFile(db, received.id);
    return received.id;
  }

  async function listing(uniqueId: string) {
    const [row] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.agentId, "IRBTEST"), eq(listings.uniqueId, uniqueId)));
    if (!row) throw new Error(`no listing ${uniqueId}`);
    return row;
  }

  async function events(listingId: string) {
    return db
      .select()
      .from(listingEvents)
      .where(eq(listingEvents.listingId, listingId))
      .orderBy(asc(listingEvents.at), asc(listingEvents.type));
  }

  /** Every listing and event row: equal before and after means nothing changed. */
  async function stock() {
    return JSON.stringify({
      listings: await db.select().from(listings).orderBy(asc(listings.id)),
      events: await db.select().from(listingEvents).orderBy(asc(listingEvents.id)),
      sources: await db.select().from(feedSources).orderBy(asc(feedSources.id)),
    });
  }

  beforeAll(async () => {
    handle = await target.create();
    db = handle.db;
    current.db = db;
    for (const person of Object.values(staff)) {
      await db.insert(user).values({ id: person.id, name: person.email, email: person.email, emailVerified: true });
      await db.insert(userRoles).values({ userId: person.id, role: person.role });
    }
    // Alex's team profile is linked to the account; Bea is matched by her e-mail alone.
    await db.insert(teamMembers).values({
      slug: "alex-agent",
      name: alex.name,
      role: "Sales Agent",
      email: "alex.profile@ironbark.example",
      phone: "0491 570 110",
      summary: "x",
      bio: ["x"],
      specialties: [],
      sortOrder: 900,
      userId: staff.agent.id,
    });
  });
  afterAll(async () => {
    current.db = undefined;
    await handle.dispose();
  });
  beforeEach(async () => {
    await db.execute(
      sql`truncate properties, listings, listing_media, listing_inspections, listing_agents, listing_events, feed_file_entries, feed_files, feed_sources, rate_limits cascade`,
    );
    [source] = (await db
      .insert(feedSources)
      .values({ name: "Test CRM", tokenHash: sha256Hex("test-crm-token-0123456789") })
      .returning()) as [typeof feedSources.$inferSelect];
    signInAs("admin");
  });

  describe("hold approval", () => {
    const offersOver = {
      uniqueId: "HELD-1",
      modTime: "2026-11-20-09:00:00",
      priceView: "Offers over $900,000",
      street: "Held Street",
      headline: "Held home",
    } satisfies SyntheticListing;

    it("publishes a held listing only when staff approve it, records who did, and keeps it public while the feed sends the same text", async () => {
      await feed([offersOver]);
      const held = await listing("HELD-1");
      expect(held).toMatchObject({ published: false, holdApprovedReasons: null });
      expect(held.holdReasons[0]).toMatch(/Offers over \$900,000.*not allowed in NSW/);
      expect(await getPublicListing(db, held.id)).toBeNull();
      expect((await admin.getAdminListing(db, { all: true }, held.id))?.held).toBe(true);

      const answer = await approveListingHoldAction(idle, form({ id: held.id }));
      expect(answer).toMatchObject({ status: "success", title: "Approved" });
      const approved = await listing("HELD-1");
      expect(approved).toMatchObject({ published: true, holdApprovedBy: staff.admin.email, holdApprovedReasons: held.holdReasons });
      expect(await getPublicListing(db, held.id)).toMatchObject({ priceLabel: "Offers over $900,000" });
      const approvalEvents = (await events(held.id)).filter((e) => e.type === "hold_approved" || e.type === "published");
      expect(approvalEvents.map((e) => [e.type, e.actor])).toEqual(
        expect.arrayContaining([
          ["hold_approved", staff.admin.email],
          ["published", staff.admin.email],
        ]),
      );

      // The next message with the same price text (a new headline) keeps the approval: the listing stays public.
      await feed([{ ...offersOver, modTime: "2026-11-21-09:00:00", headline: "Held home, new photos" }]);
      expect(await listing("HELD-1")).toMatchObject({ published: true, headline: "Held home, new photos" });
      expect((await events(held.id)).filter((e) => e.type === "held")).toHaveLength(1);

      // A different text that breaks the rules is not what was approved: held again.
      await feed([{ ...offersOver, modTime: "2026-11-22-09:00:00", priceView: "Offers above $950,000" }]);
      const heldAgain = await listing("HELD-1");
      expect(heldAgain.published).toBe(false);
      expect(heldAgain.holdReasons[0]).toMatch(/Offers above \$950,000/);
      expect((await events(held.id)).filter((e) => e.type === "held")).toHaveLength(2);
      expect(await getPublicListing(db, held.id)).toBeNull();
      expect((await listPublicListings(db, { channel: "sale" })).map((l) => l.id)).not.toContain(held.id);
    });

    it("holds a rental without a fixed weekly rent and approves it the same way", async () => {
      await feed([
        { kind: "rental", uniqueId: "RENT-1", modTime: "2026-11-20-09:00:00", rentWeekly: 650, rentDisplay: false, street: "Lease Lane" },
      ]);
      const held = await listing("RENT-1");
      expect(held.holdReasons).toEqual(["The rent is hidden: NSW rentals must be advertised with a fixed weekly rent."]);
      expect(await admin.approveListingHold(db, held.id, staff.editor.email)).toEqual({ ok: true, published: true });
    });

    it("refuses to approve a listing that is not held, an unknown one, an agent's approval and a malformed id, changing nothing", async () => {
      await feed([offersOver, { uniqueId: "FINE-1", modTime: "2026-11-20-09:00:00", priceView: "$950,000", street: "Fine Street" }]);
      const fine = await listing("FINE-1");
      const held = await listing("HELD-1");
      const before = await stock();
      expect(await approveListingHoldAction(idle, form({ id: fine.id }))).toMatchObject({
        status: "error",
        message: "This listing is not held: there is nothing to approve.",
      });
      expect(await approveListingHoldAction(idle, form({ id: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
        status: "error",
        message: "This listing does not exist.",
      });
      expect(await approveListingHoldAction(idle, form({ id: "not-an-id" }))).toMatchObject({
        status: "error",
        message: "Unknown listing",
      });
      signInAs("agent");
      expect(await approveListingHoldAction(idle, form({ id: held.id }))).toMatchObject({
        status: "error",
        message: "You don't have admin privileges.",
      });
      signInAs(null);
      expect(await approveListingHoldAction(idle, form({ id: held.id }))).toMatchObject({ status: "error" });
      expect(await stock()).toEqual(before);
    });
  });

  describe("hide and show", () => {
    it("takes a hidden listing off every public read, records it, keeps it hidden through feed updates, and shows it again", async () => {
      await feed([
        { uniqueId: "SHOWN-1", modTime: "2026-11-20-09:00:00", priceView: "$1,200,000", street: "Visible Road", headline: "Visible home" },
      ]);
      const row = await listing("SHOWN-1");
      expect(await getPublicListing(db, row.id)).not.toBeNull();

      expect(await setListingHiddenAction(idle, form({ id: row.id, hidden: "true" }))).toMatchObject({
        status: "success",
        title: "Hidden",
      });
      expect(await listing("SHOWN-1")).toMatchObject({ adminHidden: true, published: false });
      expect(await getPublicListing(db, row.id)).toBeNull();
      expect((await listPublicListings(db, { channel: "sale" })).map((l) => l.id)).not.toContain(row.id);

      await feed([
        { uniqueId: "SHOWN-1", modTime: "2026-11-21-09:00:00", priceView: "$1,150,000", street: "Visible Road", headline: "Visible home" },
      ]);
      expect(await listing("SHOWN-1")).toMatchObject({ adminHidden: true, published: false, priceText: "$1,150,000" });
      expect(await getPublicListing(db, row.id)).toBeNull();

      expect(await setListingHiddenAction(idle, form({ id: row.id, hidden: "false" }))).toMatchObject({
        status: "success",
        title: "Shown",
        message: "The listing is on the public site again.",
      });
      expect(await getPublicListing(db, row.id)).toMatchObject({ priceLabel: "$1,150,000" });
      const staffEvents = (await events(row.id)).filter((e) => e.actor !== null).map((e) => e.type);
      expect(staffEvents.sort()).toEqual(["hidden", "published", "shown"]);
    });

    it("showing a held listing does not publish it", async () => {
      await feed([{ uniqueId: "HELD-2", modTime: "2026-11-20-09:00:00", priceView: "From $800,000", street: "Hold Road" }]);
      const row = await listing("HELD-2");
      await admin.setListingHidden(db, { all: true }, row.id, true, staff.admin.email);
      expect(await admin.setListingHidden(db, { all: true }, row.id, false, staff.admin.email)).toEqual({
        changed: true,
        published: false,
      });
      expect(await getPublicListing(db, row.id)).toBeNull();
    });

    it("refuses bad input and changes nothing", async () => {
      await feed([{ uniqueId: "SHOWN-2", modTime: "2026-11-20-09:00:00", priceView: "$1,000,000", street: "Steady Street" }]);
      const row = await listing("SHOWN-2");
      const before = await stock();
      expect(await setListingHiddenAction(idle, form({ id: row.id, hidden: "maybe" }))).toMatchObject({
        status: "error",
        message: "Please choose hide or show",
      });
      expect(await setListingHiddenAction(idle, form({ id: "x", hidden: "true" }))).toMatchObject({
        status: "error",
        message: "Unknown listing",
      });
      expect(await stock()).toEqual(before);
    });
  });

  describe("an agent's own listings", () => {
    beforeEach(async () => {
      await feed([
        {
          uniqueId: "ALEX-1",
          modTime: "2026-11-20-09:00:00",
          priceView: "$900,000",
          street: "Alex Avenue",
          suburb: "Oran Park",
          agent: alex,
        },
        {
          uniqueId: "BEA-1",
          modTime: "2026-11-20-09:00:00",
          priceView: "$910,000",
          street: "Bea Boulevard",
          suburb: "Leppington",
          agent: bea,
        },
      ]);
    });

    it("lists to an agent only the listings naming them (matched to their profile or by e-mail); all to an editor", async () => {
      const alexScope = admin.listingScopeFor("agent", staff.agent.id, staff.agent.email);
      expect((await admin.listAdminListings(db, alexScope, {}, 1)).rows.map((r) => r.uniqueId)).toEqual(["ALEX-1"]);
      const beaScope = admin.listingScopeFor("agent", staff.otherAgent.id, staff.otherAgent.email);
      expect((await admin.listAdminListings(db, beaScope, {}, 1)).rows.map((r) => r.uniqueId)).toEqual(["BEA-1"]);
      expect(await admin.getAdminListing(db, alexScope, (await listing("BEA-1")).id)).toBeNull();
      expect((await admin.listingFilterOptions(db, alexScope)).suburbs).toEqual(["Oran Park"]);
      const editorScope = admin.listingScopeFor("editor", staff.editor.id, staff.editor.email);
      expect((await admin.listAdminListings(db, editorScope, {}, 1)).total).toBe(2);
    });

    it("lets an agent hide their own listing and write its notes, and refuses another's without changing anything", async () => {
      signInAs("agent");
      const own = await listing("ALEX-1");
      const other = await listing("BEA-1");
      const before = await stock();
      expect(await setListingHiddenAction(idle, form({ id: other.id, hidden: "true" }))).toMatchObject({
        status: "error",
        message: "This listing does not exist, or is not one of yours.",
      });
      expect(await saveMaterialFactsAction(idle, form({ id: other.id, notes: "Flood-affected in 2022." }))).toMatchObject({
        status: "error",
      });
      expect(await stock()).toEqual(before);

      expect(await setListingHiddenAction(idle, form({ id: own.id, hidden: "true" }))).toMatchObject({ status: "success" });
      expect(await saveMaterialFactsAction(idle, form({ id: own.id, notes: "Flood-affected in 2022." }))).toMatchObject({
        status: "success",
        title: "Saved",
      });
      expect(await listing("ALEX-1")).toMatchObject({ adminHidden: true, materialFacts: "Flood-affected in 2022." });
    });
  });

  describe("material-fact notes", () => {
    it("are kept for staff, recorded as changed without their text, and never in a public read", async () => {
      await feed([{ uniqueId: "FACTS-1", modTime: "2026-11-20-09:00:00", priceView: "$990,000", street: "Quiet Street" }]);
      const row = await listing("FACTS-1");
      expect(await saveMaterialFactsAction(idle, form({ id: row.id, notes: "  Former service station site.  " }))).toMatchObject({
        status: "success",
      });
      expect((await listing("FACTS-1")).materialFacts).toBe("Former service station site.");
      const noted = (await events(row.id)).find((e) => e.type === "notes_changed");
      expect(noted).toMatchObject({ actor: staff.admin.email });
      expect(JSON.stringify(noted)).not.toContain("service station");
      const shown = await getPublicListing(db, row.id);
      expect(shown).not.toBeNull();
      expect(JSON.stringify([shown, await listPublicListings(db, { channel: "sale" })])).not.toMatch(
        /service station|materialFacts|material_facts/,
      );

      const before = await stock();
      expect(await saveMaterialFactsAction(idle, form({ id: row.id, notes: "x".repeat(4001) }))).toMatchObject({
        status: "error",
        message: "Notes must be at most 4000 characters",
      });
      expect(await stock()).toEqual(before);
    });
  });

  describe("the list's filters", () => {
    it("filters by status, held, hidden, suburb, agent and address, and pages", async () => {
      await feed([
        {
          uniqueId: "F-1",
          modTime: "2026-11-20-09:00:00",
          priceView: "$900,000",
          streetNumber: "5",
          street: "Banksia Way",
          suburb: "Oran Park",
          agent: alex,
        },
        {
          uniqueId: "F-2",
          modTime: "2026-11-20-09:00:00",
          priceView: "Offers over $900,000",
          streetNumber: "7",
          street: "Wattle Way",
          suburb: "Leppington",
        },
        {
          uniqueId: "F-3",
          modTime: "2026-11-20-09:00:00",
          status: "withdrawn",
          priceView: "$700,000",
          streetNumber: "9",
          street: "Gum Road",
          suburb: "Leppington",
        },
      ]);
      await admin.setListingHidden(db, { all: true }, (await listing("F-1")).id, true, staff.admin.email);
      const ids = async (filters: Parameters<typeof admin.listAdminListings>[2]) =>
        (await admin.listAdminListings(db, { all: true }, filters, 1)).rows.map((r) => r.uniqueId).sort();
      expect(await ids({ held: true })).toEqual(["F-2"]);
      expect(await ids({ held: false })).toEqual(["F-1", "F-3"]);
      expect(await ids({ hidden: true })).toEqual(["F-1"]);
      expect(await ids({ status: "withdrawn" })).toEqual(["F-3"]);
      expect(await ids({ suburb: "leppington" })).toEqual(["F-2", "F-3"]);
      expect(await ids({ q: "wattle" })).toEqual(["F-2"]);
      expect(await ids({ q: "5 Banksia" })).toEqual(["F-1"]);
      expect(await ids({ q: "100%_" })).toEqual([]);
      const [alexMember] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.slug, "alex-agent"));
      expect(await ids({ agent: alexMember!.id })).toEqual(["F-1"]);

      await feed(
        Array.from({ length: 26 }, (_, i) => ({
          uniqueId: `P-${i}`,
          modTime: "2026-11-20-09:00:00",
          priceView: "$800,000",
          streetNumber: String(100 + i),
          street: "Paging Parade",
        })),
      );
      const first = await admin.listAdminListings(db, { all: true }, { q: "Paging" }, 1);
      const second = await admin.listAdminListings(db, { all: true }, { q: "Paging" }, 2);
      expect([first.total, first.rows.length, second.rows.length]).toEqual([26, 25, 1]);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(26);
    });
  });

  describe("the main photo", () => {
    it("shows the smallest stored WebP of the main photo once the photo worker has stored it", async () => {
      await feed([{ uniqueId: "PHOTO-1", modTime: "2026-11-20-09:00:00", priceView: "$900,000", street: "Photo Street" }]);
      const row = await listing("PHOTO-1");
      expect((await admin.listAdminListings(db, { all: true }, {}, 1)).rows[0]?.thumbnailUrl).toBeNull();
      const variant = (format: "avif" | "webp", width: number) => ({
        format,
        width,
        height: width,
        name: `x-${width}.${format}`,
        url: `/uploads/x-${width}.${format}`,
        bytes: 1,
      });
      const [image] = await db
        .insert(listingImages)
        .values({
          contentHash: "h-photo-1",
          status: "stored",
          variants: [variant("webp", 1280), variant("avif", 320), variant("webp", 320)],
        })
        .returning({ id: listingImages.id });
      await db
        .insert(listingMedia)
        .values({ listingId: row.id, kind: "photo", slot: "m", sourceUrl: "https://images.example.com/m.jpg", imageId: image!.id });
      expect((await admin.listAdminListings(db, { all: true }, {}, 1)).rows[0]?.thumbnailUrl).toBe("/uploads/x-320.webp");
    });
  });

  describe("history", () => {
    it("lists a listing's events newest first", async () => {
      await feed([{ uniqueId: "H-1", modTime: "2026-11-20-09:00:00", priceView: "$900,000", street: "History Street" }]);
      await feed([{ uniqueId: "H-1", modTime: "2026-11-21-09:00:00", priceView: "$880,000", street: "History Street" }]);
      const history = await admin.listingHistory(db, (await listing("H-1")).id);
      expect(history[0]?.type).toBe("price_changed");
      expect(history.map((e) => e.at.getTime())).toEqual([...history.map((e) => e.at.getTime())].sort((a, b) => b - a));
    });
  });

  describe("feed files", () => {
    it("shows a file's raw XML without credentials beside the listings it touched", async () => {
      const body = propertyListXml([
        { uniqueId: "RAW-1", modTime: "2026-11-20-09:00:00", price: 985000, priceView: "$950,000 - $1,000,000", street: "Raw Road" },
      ]).replace("<propertyList ", '<propertyList username="ftp-user" password="ftp-Secret-99" ');
      const received = await receiveFeedFile(db, { source, body: Buffer.from(body), contentType: "application/xml" });
      if (!received.ok) throw new Error("not received");
      await applyFeedFile(db, received.id);
      const detail = await feeds.getFeedFileDetail(db, received.id);
      expect(detail?.xml).toContain("<uniqueID>RAW-1</uniqueID>");
      expect(detail?.xml).not.toMatch(/ftp-Secret-99|ftp-user/);
      expect(detail?.listings.map((l) => [l.uniqueId, l.searchPrice, l.laterFileApplied])).toEqual([["RAW-1", 985000, false]]);
      const { rows, total } = await feeds.listFeedFiles(db, 1);
      expect(total).toBe(1);
      expect(rows[0]).toMatchObject({ id: received.id, source: "Test CRM", status: "applied", listingCount: 1 });
      expect(await feeds.getFeedFileDetail(db, "nope")).toBeNull();
    });
  });

  describe("sources and tokens", () => {
    it("creates a source whose token is answered once and stored only as its hash; the token is accepted", async () => {
      const answer = await createFeedSourceAction(
        idle,
        form({ name: "Rex CRM", allowedAgentIds: "IRBGRH, IRBORP IRBGRH", expectFileWithinHours: "24" }),
      );
      expect(answer).toMatchObject({ status: "success", title: "Source created" });
      const token = answer.token!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db.select().from(feedSources).where(eq(feedSources.name, "Rex CRM"));
      expect(row).toMatchObject({
        allowedAgentIds: ["IRBGRH", "IRBORP"],
        expectFileWithinHours: 24,
        tokenHash: sha256Hex(token),
        enabled: true,
      });
      expect(JSON.stringify(row)).not.toContain(token);
      expect((await feeds.listFeedSources(db)).find((s) => s.name === "Rex CRM")).not.toHaveProperty("tokenHash");
      expect((await authenticateFeedToken(db, token))?.id).toBe(row!.id);
    });

    it("rotates a token (the old one refused at once), disables and enables a source, and refuses to rotate the environment's", async () => {
      const created = await feeds.createFeedSource(db, { name: "Agentbox", allowedAgentIds: [], expectFileWithinHours: 12 });
      const rotated = await rotateFeedSourceTokenAction(idle, form({ id: created.id }));
      expect(rotated).toMatchObject({ status: "success", title: "Token rotated" });
      expect(await authenticateFeedToken(db, created.token)).toBeNull();
      expect((await authenticateFeedToken(db, rotated.token!))?.id).toBe(created.id);

      expect(await setFeedSourceEnabledAction(idle, form({ id: created.id, enabled: "false" }))).toMatchObject({
        status: "success",
        title: "Disabled",
      });
      expect(await authenticateFeedToken(db, rotated.token!)).toBeNull();
      expect(await setFeedSourceEnabledAction(idle, form({ id: created.id, enabled: "true" }))).toMatchObject({
        status: "success",
        title: "Enabled",
      });
      expect((await authenticateFeedToken(db, rotated.token!))?.id).toBe(created.id);

      const envToken = "environment-token-0123456789";
      const envSource = await authenticateFeedToken(db, envToken, envToken);
      const before = await stock();
      expect(await rotateFeedSourceTokenAction(idle, form({ id: envSource!.id }))).toMatchObject({
        status: "error",
        message: expect.stringContaining("LISTINGS_FEED_TOKEN"),
      });
      expect(await stock()).toEqual(before);
    });

    it("refuses bad input, a name taken, and anyone but an admin, changing nothing", async () => {
      await feeds.createFeedSource(db, { name: "Taken", allowedAgentIds: [], expectFileWithinHours: 24 });
      const before = await stock();
      const attempts: [Record<string, string>, string][] = [
        [{ name: "", allowedAgentIds: "", expectFileWithinHours: "24" }, "Name is required"],
        [
          { name: "New", allowedAgentIds: "IRB GRH; DROP", expectFileWithinHours: "24" },
          "Agent ids may hold only letters, digits, dots, dashes and underscores",
        ],
        [{ name: "New", allowedAgentIds: "", expectFileWithinHours: "0" }, "Silence alert must be between 1 and 720 hours"],
        [{ name: "New", allowedAgentIds: "", expectFileWithinHours: "two" }, "Silence alert must be a number of hours"],
        [{ name: "Taken", allowedAgentIds: "", expectFileWithinHours: "24" }, 'A source named "Taken" already exists.'],
      ];
      for (const [values, message] of attempts) {
        const answer = await createFeedSourceAction(idle, form(values));
        expect(answer, message).toMatchObject({ status: "error", message });
        expect(answer.token).toBeUndefined();
      }
      expect(await rotateFeedSourceTokenAction(idle, form({ id: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({
        status: "error",
        message: "This source no longer exists.",
      });
      expect(await setFeedSourceEnabledAction(idle, form({ id: "x", enabled: "false" }))).toMatchObject({
        status: "error",
        message: "Unknown source",
      });
      for (const who of ["editor", "agent"] as const) {
        signInAs(who);
        expect(
          await createFeedSourceAction(idle, form({ name: "Sneaky", allowedAgentIds: "", expectFileWithinHours: "24" })),
        ).toMatchObject({ status: "error", message: "You don't have admin privileges." });
      }
      expect(await stock()).toEqual(before);
    });

    it("calls a source silent once it has sent before and then nothing for longer than its setting", () => {
      const now = new Date("2026-11-26T00:00:00Z");
      expect(feeds.isSilent({ enabled: true, lastFileAt: null, expectFileWithinHours: 24 }, now)).toBe(false);
      expect(feeds.isSilent({ enabled: true, lastFileAt: new Date("2026-11-25T01:00:00Z"), expectFileWithinHours: 24 }, now)).toBe(false);
      expect(feeds.isSilent({ enabled: true, lastFileAt: new Date("2026-11-24T23:00:00Z"), expectFileWithinHours: 24 }, now)).toBe(true);
      expect(feeds.isSilent({ enabled: false, lastFileAt: new Date("2026-11-20T00:00:00Z"), expectFileWithinHours: 24 }, now)).toBe(false);
    });
  });
});
