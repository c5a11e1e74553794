import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { openDatabase } from "@/server/db/connect";
import { alertDeliveries, alertSubscriptions, alertWorkerState, enquiries, listings, outbox, user, userRoles } from "@/server/db/schema";
import { deliverDueMail, type MailTransport } from "@/server/email/outbox";
import { createMailTransport } from "@/server/email/transport";
import { addRoutingRule } from "@/server/leads/lead-routing";
import { setListingHidden } from "@/server/listings/admin-listings";
import { applyFeedFile, receiveFeedFile, type FeedSource } from "@/server/listings/feed-files";
import { initialAgency as agency } from "@/content/agency";
import { startFakeSmtpServer, type FakeSmtpServer, type ReceivedMail } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";
import { addFeedSource } from "./support/listings";
import { reaxmlFile, type SyntheticListing } from "../support/reaxml-listings";

// The one-click route reads the database through getDb; the tests supply theirs.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));

const { saveAlert, confirmAlert, unsubscribeAlert, subscriptionsOfToken, subscribeNewsletter, unsubscribeEverything } =
  await import("@/server/alerts/subscriptions");
const { runAlertRound, matchListingEvents, setAlertsPaused } = await import("@/server/alerts/alert-worker");
const { POST: oneClickUnsubscribe } = await import("@/app/api/alerts/unsubscribe/route");
const { GET: alertOpened } = await import("@/app/api/alerts/opened/route");
const { alertWeeklyStats } = await import("@/server/alerts/alert-stats");

const settled = { settleMs: 0 };
let minute = 0;
/** Each message is later than the one before (REAXML modTime), as a CRM sends them. */
const modTime = () => new Date(Date.UTC(2026, 10, 20, 0, minute++)).toISOString().slice(0, 19).replace("T", "-");

/** The message's header section, long lines unfolded (RFC 5322 §2.2.3). */
const headersOf = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");

function home(uniqueId: string, overrides: Partial<SyntheticListing> = {}): SyntheticListing {
  return {
    uniqueId,
    suburb: "Oran Park",
    postcode: "2570",
    street: "Village Circuit",
    streetNumber: "12",
    bedrooms: 4,
    price: 950_000,
    ...overrides,
  };
}

describe.each(testDatabases)("listing alerts on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;
  let source: FeedSource;

  /** Imports listings through the feed, as the CRM does; returns the file's bytes for a replay. */
  async function importFeed(items: SyntheticListing[], body?: Uint8Array) {
    const bytes = body ?? new TextEncoder().encode(reaxmlFile(items.map((item) => ({ modTime: modTime(), ...item }))));
    const received = await receiveFeedFile(db, { source, body: bytes, contentType: "application/xml" });
    if (!received.ok) throw new Error(received.message);
    if (!received.replay) expect(await applyFeedFile(db, received.id)).toMatchObject({ status: "applied" });
    return bytes;
  }

  /** The alert worker's round, then the outbox worker over SMTP; the alerts that arrived. */
  async function sendAlerts(now: Date = new Date()): Promise<ReceivedMail[]> {
    const before = smtp.messages.length;
    await runAlertRound(db, now, settled);
    await deliverDueMail(db, transport, new Date(Math.max(now.getTime(), Date.now())));
    return smtp.messages.slice(before).filter((m) => m.raw.includes("List-Unsubscribe-Post"));
  }

  async function subscribe(email: string, subject: Parameters<typeof saveAlert>[1]["subject"], frequency = "instant", now = new Date()) {
    expect(await saveAlert(db, { fields: { email, frequency }, subject }, now)).toEqual({ ok: true });
    const [row] = await db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, email.toLowerCase()))
      .orderBy(sql`${alertSubscriptions.createdAt} desc`)
      .limit(1);
    if (!row) throw new Error("no subscription");
    return row;
  }

  const listingId = async (uniqueId: string) => {
    const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.uniqueId, uniqueId));
    if (!row) throw new Error(`no listing ${uniqueId}`);
    return row.id;
  };

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    smtp = await startFakeSmtpServer();
    transport = createMailTransport(smtp.url);
    source = await addFeedSource(db, "Alerts test CRM", "alerts-token-0123456789");
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(async () => {
    // Each test starts with the history read and no subscriptions.
    await runAlertRound(db, new Date(), settled);
    await db.delete(alertSubscriptions);
    await deliverDueMail(db, transport, new Date(Date.now() + 1000));
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    await setAlertsPaused(db, false, null);
  });

  it("saves a search, sends one confirmation, and after confirming alerts exactly once about a matching listing", async () => {
    const sub = await subscribe("Buyer.One@example.com", { kind: "search", path: "/buy?beds=3&location=oran-park&page=2&sort=price-asc" });
    // The search is stored normalised: canonical order, no page, no sort.
    expect(sub.searchPath).toBe("/buy?location=oran-park&beds=3");
    expect(sub.confirmedAt).toBeNull();

    await deliverDueMail(db, transport, new Date());
    const confirmation = smtp.messages.find((m) => m.to.includes("buyer.one@example.com"));
    expect(confirmation?.raw).toContain("Please confirm that you want listing alerts");
    const confirmUrl = confirmation?.raw.match(/https?:\/\/\S+\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/);
    expect(confirmUrl?.[1]).toBe(sub.token);

    // Unconfirmed: a matching listing sends nothing.
    await importFeed([home("AL-0")]);
    expect(await sendAlerts()).toEqual([]);

    expect(await confirmAlert(db, sub.token)).toMatchObject({ status: "confirmed", email: "buyer.one@example.com" });
    await importFeed([home("AL-1", { headline: "Family home near the park" })]);
    const alerts = await sendAlerts();
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(alert.to).toEqual(["buyer.one@example.com"]);
    expect(alert.raw).toContain("12 Village Circuit, Oran Park NSW 2570");
    expect(alert.raw).toContain("Family home near the park");
    // The listing before confirmation is not news to this subscriber.
    expect(
      await db
        .select()
        .from(alertDeliveries)
        .where(eq(alertDeliveries.listingId, await listingId("AL-0"))),
    ).toEqual([]);
    // RFC 8058 headers and the links; the agency's identity and address.
    const headers = headersOf(alert.raw);
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <https?://[^>]+/api/alerts/unsubscribe\\?token=${sub.token}>`, "m"));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(alert.raw).toContain(`/alerts/unsubscribe?token=${sub.token}`);
    expect(alert.raw).toContain(`/alerts/manage?token=${sub.token}`);
    expect(alert.raw).toContain(agency.legalName);
    expect(alert.raw).toContain(`${agency.address.street}, ${agency.address.suburb}`);

    // Again: nothing more.
    expect(await sendAlerts()).toEqual([]);
    // The one-click POST from the header ends the subscription at once.
    const url = headers.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1] as string;
    const response = await oneClickUnsubscribe(
      new Request(url, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(response.status).toBe(200);
    await importFeed([home("AL-2")]);
    expect(await sendAlerts()).toEqual([]);
    const [after] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, sub.id));
    expect(after?.unsubscribedAt).not.toBeNull();
  });

  it("sends nothing for a listing the search does not match, nor for one the NSW gate holds", async () => {
    const sub = await subscribe("buyer.two@example.com", { kind: "search", path: "/buy?location=oran-park&min=900000&max=1000000" });
    await confirmAlert(db, sub.token);
    await importFeed([
      home("NM-1", { suburb: "Leppington", postcode: "2179" }),
      home("NM-2", { price: 1_500_000 }),
      home("NM-3", { bedrooms: 3, price: 990_000, priceView: "Offers over $1,200,000 to $1,500,000" }),
    ]);
    expect(await sendAlerts()).toEqual([]);
  });

  it("matches a listing with a hidden price only by its band, and never shows the price", async () => {
    const sub = await subscribe("buyer.three@example.com", { kind: "search", path: "/buy?location=oran-park&min=950000&max=990000" });
    await confirmAlert(db, sub.token);
    // 920,000 is in the band 900,000–999,999, which the filter reaches; 1,050,000 is not.
    await importFeed([home("HP-1", { price: 920_000, priceDisplay: false }), home("HP-2", { price: 1_050_000, priceDisplay: false })]);
    const alerts = await sendAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.raw).toContain("Contact agent");
    expect(alerts[0]!.raw).not.toMatch(/920,000|920000|1,050,000/);
    expect(await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, sub.id))).toHaveLength(1);
  });

  it("tells a follower once about a price change, an inspection and the sale; a replayed file and a rerun of the history add nothing", async () => {
    await importFeed([home("FL-1", { price: 990_000 })]);
    const id = await listingId("FL-1");
    const sub = await subscribe("follower@example.com", { kind: "listing", listingId: id });
    await confirmAlert(db, sub.token);

    const change = await importFeed([home("FL-1", { price: 940_000 })]);
    const alerts = await sendAlerts();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.raw).toContain("Price updated");
    expect(alerts[0]!.raw).toContain("$940,000");

    // The same file again is a no-op; so is reading the whole history again (a restart with its cursor lost).
    await importFeed([], change);
    await db.update(alertWorkerState).set({ cursorAt: null });
    expect(await sendAlerts()).toEqual([]);

    // A price that is not shown changing is no news (and would tell what the hidden price did).
    await importFeed([home("FL-1", { price: 940_000, priceDisplay: false })]);
    await sendAlerts();
    smtp.messages.length = 0;
    await importFeed([home("FL-1", { price: 900_000, priceDisplay: false })]);
    expect(await sendAlerts()).toEqual([]);

    await importFeed([home("FL-1", { price: 900_000, priceDisplay: false, inspections: ["12-Dec-2026 10:00am to 10:30am"] })]);
    const inspection = await sendAlerts();
    expect(inspection).toHaveLength(1);
    expect(inspection[0]!.raw).toContain("New inspection time");
    expect(inspection[0]!.raw).not.toMatch(/900,000/);

    // The sale, with its price withheld: one alert that says so, and never the figure.
    await importFeed([
      {
        uniqueId: "FL-1",
        status: "sold",
        suburb: "Oran Park",
        postcode: "2570",
        sold: { date: "2026-11-25", price: 905_000, display: false },
      },
    ]);
    const sold = await sendAlerts();
    expect(sold).toHaveLength(1);
    expect(sold[0]!.raw).toContain("Sold, price withheld");
    expect(sold[0]!.raw).not.toMatch(/905,000|905000/);
    expect(await sendAlerts()).toEqual([]);
  });

  it("sends nothing to an unconfirmed subscription, and nothing while alerts are paused", async () => {
    await subscribe("unconfirmed@example.com", { kind: "search", path: "/buy?location=oran-park" });
    await importFeed([home("UC-1")]);
    expect(await sendAlerts()).toEqual([]);

    const sub = await subscribe("paused@example.com", { kind: "search", path: "/buy?location=oran-park" });
    await confirmAlert(db, sub.token);
    await setAlertsPaused(db, true, "admin@example.com");
    await importFeed([home("PA-1")]);
    expect(await sendAlerts()).toEqual([]);
    await setAlertsPaused(db, false, null);
    // What happened during the pause stays unsent (a feed repair's churn never reaches buyers); what follows is sent.
    expect(await sendAlerts()).toEqual([]);
    await importFeed([home("PA-2")]);
    expect(await sendAlerts()).toHaveLength(1);
  });

  it("drops a match whose listing staff hid before the daily alert went out", async () => {
    const sub = await subscribe("hidden@example.com", { kind: "search", path: "/buy?location=leppington&beds=5" }, "daily");
    await confirmAlert(db, sub.token);
    await importFeed([home("HI-1", { suburb: "Leppington", postcode: "2179", bedrooms: 5 })]);
    const matchedAt = new Date("2026-06-01T02:00:00Z");
    expect(await sendAlerts(matchedAt)).toEqual([]);
    expect(await setListingHidden(db, { all: true }, await listingId("HI-1"), true, "admin@example.com")).toMatchObject({ changed: true });
    // 07:00 AEST on 2 June.
    expect(await sendAlerts(new Date("2026-06-01T21:00:00Z"))).toEqual([]);
    const [delivery] = await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, sub.id));
    expect(delivery?.droppedAt).not.toBeNull();
    expect(delivery?.sentAt).toBeNull();
  });

  it("reads the history in batches without losing or repeating an event", async () => {
    const sub = await subscribe("batches@example.com", { kind: "search", path: "/buy?location=gledswood-hills" }, "daily");
    await confirmAlert(db, sub.token);
    // Three files, three transactions: events of one transaction share their time and are read as one group.
    for (const n of ["1", "2", "3"]) await importFeed([home(`BA-${n}`, { suburb: "Gledswood Hills", postcode: "2557", streetNumber: n })]);
    let rounds = 0;
    while ((await matchListingEvents(db, new Date(), { settleMs: 0, batchSize: 1 })).events > 0) rounds += 1;
    expect(rounds).toBeGreaterThanOrEqual(3);
    const matched = await db.select().from(alertDeliveries).where(eq(alertDeliveries.subscriptionId, sub.id));
    expect(matched.map((d) => d.reason)).toEqual(["new", "new", "new"]);
  });

  it("makes a confirmed subscription a lead, routed by the suburb rule", async () => {
    const agentId = "alerts-agent-ava";
    await db
      .insert(user)
      .values({ id: agentId, name: "Ava Agent", email: "ava.agent@example.com", emailVerified: true })
      .onConflictDoNothing();
    await db.insert(userRoles).values({ userId: agentId, role: "agent" }).onConflictDoNothing();
    await addRoutingRule(db, { enquiryType: null, suburb: "Gregory Hills", ownerId: agentId });
    const sub = await subscribe("lead@example.com", { kind: "search", path: "/buy?location=gregory-hills&beds=3" });
    expect(await db.select().from(enquiries).where(eq(enquiries.email, "lead@example.com"))).toEqual([]);
    await confirmAlert(db, sub.token);
    const [lead] = await db.select().from(enquiries).where(eq(enquiries.email, "lead@example.com"));
    expect(lead).toMatchObject({ type: "alert", ownerId: agentId });
    expect(lead?.details).toMatchObject({ Alert: "For sale in Gregory Hills, 3+ beds", Frequency: "instant", Suburb: "Gregory Hills" });
    // Confirming again changes nothing.
    expect(await confirmAlert(db, sub.token)).toMatchObject({ status: "already-confirmed" });
    expect(await db.select().from(enquiries).where(eq(enquiries.email, "lead@example.com"))).toHaveLength(1);
  });

  it("lists every subscription of an address on the manage page, and unsubscribes one at once", async () => {
    const one = await subscribe("manager@example.com", { kind: "search", path: "/buy?location=oran-park" });
    const two = await subscribe("manager@example.com", { kind: "search", path: "/rent?location=oran-park" }, "weekly");
    await confirmAlert(db, one.token);
    await confirmAlert(db, two.token);
    const managed = await subscriptionsOfToken(db, one.token);
    expect(managed?.subscriptions.map((s) => [s.subject, s.frequency, s.active])).toEqual([
      ["For sale in Oran Park", "instant", true],
      ["For rent in Oran Park", "weekly", true],
    ]);
    expect(await unsubscribeAlert(db, two.token)).toMatchObject({ status: "unsubscribed" });
    expect((await subscriptionsOfToken(db, one.token))?.subscriptions.map((s) => s.active)).toEqual([true, false]);
    expect(await subscriptionsOfToken(db, "not-a-token")).toBeNull();
  });

  it("names a followed listing by its address, and by its suburb once it is withdrawn", async () => {
    await importFeed([home("NM-1", { streetNumber: "7", street: "Podium Way" })]);
    const follow = await subscribe("namer@example.com", { kind: "listing", listingId: await listingId("NM-1") });
    const subjects = async () => (await subscriptionsOfToken(db, follow.token))?.subscriptions.map((s) => s.subject);
    expect(await subjects()).toEqual(["Updates on 7 Podium Way, Oran Park NSW 2570"]);

    await importFeed([home("NM-1", { status: "withdrawn" })]);
    expect(await subjects()).toEqual(["Updates on Oran Park"]);
  });

  it("unsubscribes an address from everything, its newsletter included, and says the newsletter was among them", async () => {
    const search = await subscribe("everything@example.com", { kind: "search", path: "/buy?location=oran-park" });
    await confirmAlert(db, search.token);
    const newsletterId = await subscribeNewsletter(db, "everything@example.com");
    const [newsletter] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, newsletterId));
    await confirmAlert(db, newsletter!.token);
    expect(await unsubscribeEverything(db, search.token)).toEqual({ ended: 2, newsletter: true });
    expect((await subscriptionsOfToken(db, search.token))?.subscriptions.map((s) => [s.kind, s.active])).toEqual([
      ["search", false],
      ["newsletter", false],
    ]);
    expect(await unsubscribeEverything(db, search.token)).toEqual({ ended: 0, newsletter: false });
  });

  it("refuses a bad e-mail or frequency with a clear message and stores nothing", async () => {
    expect(await saveAlert(db, { fields: { email: "nope", frequency: "daily" }, subject: { kind: "search", path: "/buy" } })).toEqual({
      ok: false,
      message: "Invalid email address",
    });
    expect(
      await saveAlert(db, { fields: { email: "a@example.com", frequency: "hourly" }, subject: { kind: "search", path: "/buy" } }),
    ).toEqual({
      ok: false,
      message: "Please choose how often",
    });
    expect(
      await saveAlert(db, { fields: { email: "a@example.com", frequency: "daily" }, subject: { kind: "search", path: "/admin" } }),
    ).toMatchObject({
      ok: false,
    });
    expect(await db.select().from(alertSubscriptions)).toEqual([]);
  });

  it("sends a daily subscriber one digest at 07:00 Sydney with every match since the last, on both sides of the end of daylight saving", async () => {
    // Confirmed on Friday 3 April 2026; daylight saving ends at 03:00 on Sunday 5 April.
    const sub = await subscribe(
      "daily@example.com",
      { kind: "search", path: "/buy?location=cobbitty" },
      "daily",
      new Date("2026-04-03T01:00:00Z"),
    );
    await confirmAlert(db, sub.token, new Date("2026-04-03T01:00:00Z"));
    await importFeed(Array.from({ length: 7 }, (_, i) => home(`DA-${i}`, { suburb: "Cobbitty", streetNumber: String(i + 1) })));
    expect(await sendAlerts(new Date("2026-04-03T10:00:00Z"))).toEqual([]);
    // 06:59 AEDT on Saturday: not yet.
    expect(await sendAlerts(new Date("2026-04-03T19:59:00Z"))).toEqual([]);
    const saturday = await sendAlerts(new Date("2026-04-03T20:00:00Z"));
    expect(saturday).toHaveLength(1);
    // More than five: one digest naming all seven.
    expect(saturday[0]!.raw).toContain("7 updates for your alert");
    for (let i = 1; i <= 7; i++) expect(saturday[0]!.raw).toContain(`${i} Village Circuit, Cobbitty`);

    await importFeed([home("DA-7", { suburb: "Cobbitty", streetNumber: "8" }), home("DA-8", { suburb: "Cobbitty", streetNumber: "9" })]);
    expect(await sendAlerts(new Date("2026-04-04T12:00:00Z"))).toEqual([]);
    // 07:00 AEDT would be 20:00 UTC; on Sunday it is 07:00 AEST, 21:00 UTC.
    expect(await sendAlerts(new Date("2026-04-04T20:00:00Z"))).toEqual([]);
    const sunday = await sendAlerts(new Date("2026-04-04T21:00:00Z"));
    expect(sunday).toHaveLength(1);
    expect(sunday[0]!.raw).toContain("8 Village Circuit, Cobbitty");
    expect(sunday[0]!.raw).toContain("9 Village Circuit, Cobbitty");
    expect(sunday[0]!.raw).not.toContain("7 Village Circuit, Cobbitty");
    expect(await sendAlerts(new Date("2026-04-05T21:00:00Z"))).toEqual([]);
  });

  it("sends a daily digest at 07:00 Sydney on both sides of the start of daylight saving", async () => {
    // Confirmed on Friday 2 October 2026; daylight saving starts at 02:00 on Sunday 4 October.
    const confirmed = new Date("2026-10-02T01:00:00Z");
    const sub = await subscribe("spring@example.com", { kind: "search", path: "/buy?location=spring-farm" }, "daily", confirmed);
    await confirmAlert(db, sub.token, confirmed);
    const springFarm = (n: number) => home(`SF-${n}`, { suburb: "Spring Farm", streetNumber: String(n) });
    await importFeed([springFarm(1), springFarm(2)]);
    // Saturday 07:00 AEST is 21:00 UTC on Friday.
    expect(await sendAlerts(new Date("2026-10-02T20:59:00Z"))).toEqual([]);
    const saturday = await sendAlerts(new Date("2026-10-02T21:00:00Z"));
    expect(saturday).toHaveLength(1);
    expect(saturday[0]!.raw).toContain("1 Village Circuit, Spring Farm");
    expect(saturday[0]!.raw).toContain("2 Village Circuit, Spring Farm");

    await importFeed([springFarm(3)]);
    expect(await sendAlerts(new Date("2026-10-03T12:00:00Z"))).toEqual([]);
    // Sunday 07:00 AEDT is 20:00 UTC on Saturday, an hour earlier than the day before.
    expect(await sendAlerts(new Date("2026-10-03T19:59:00Z"))).toEqual([]);
    const sunday = await sendAlerts(new Date("2026-10-03T20:00:00Z"));
    expect(sunday).toHaveLength(1);
    expect(sunday[0]!.raw).toContain("3 Village Circuit, Spring Farm");
    expect(sunday[0]!.raw).not.toContain("1 Village Circuit, Spring Farm");
  });

  it("counts the alerts sent, opened (their tracking image, once) and unsubscribed per Sydney week", async () => {
    const one = await subscribe("stats.one@example.com", { kind: "search", path: "/buy?location=oran-park" });
    const two = await subscribe("stats.two@example.com", { kind: "search", path: "/buy?location=oran-park" });
    await confirmAlert(db, one.token);
    await confirmAlert(db, two.token);
    await importFeed([home("ST-1", { streetNumber: "31" })]);
    // 00:30 on Monday 3 August in Sydney, still Sunday in UTC.
    const alerts = await sendAlerts(new Date("2026-08-02T14:30:00Z"));
    expect(alerts.map((a) => a.to[0]).sort()).toEqual(["stats.one@example.com", "stats.two@example.com"]);

    const pixelOf = (raw: string) => raw.match(/https?:\/\/[^\s"<>]+\/api\/alerts\/opened\?token=[A-Za-z0-9_-]{43}/)?.[0];
    const pixel = pixelOf(alerts.find((a) => a.to[0] === "stats.one@example.com")!.raw);
    expect(pixel).toBeDefined();
    // Each alert has its own image, named by neither subscription's token.
    expect(pixelOf(alerts.find((a) => a.to[0] === "stats.two@example.com")!.raw)).not.toBe(pixel);
    expect(pixel).not.toContain(one.token);
    for (const url of [pixel!, pixel!, "http://localhost/api/alerts/opened?token=not-a-token"]) {
      const response = await alertOpened(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/gif");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect((await response.arrayBuffer()).byteLength).toBe(42);
    }
    // 23:00 on Sunday 2 August in Sydney: the week before.
    await unsubscribeAlert(db, two.token, new Date("2026-08-02T13:00:00Z"));

    expect(await alertWeeklyStats(db, new Date("2026-08-05T00:00:00Z"), 3)).toEqual([
      { week: "2026-08-03", sent: 2, opened: 1, unsubscribed: 0 },
      { week: "2026-07-27", sent: 0, opened: 0, unsubscribed: 1 },
      { week: "2026-07-20", sent: 0, opened: 0, unsubscribed: 0 },
    ]);
  });

  it("queues each alert once when three instances run the worker at the same moment", async () => {
    if (!database.url) return; // PGlite is one connection: instances need PostgreSQL.
    const others = [
      await openDatabase({ kind: "postgres", url: database.url }),
      await openDatabase({ kind: "postgres", url: database.url }),
    ];
    onTestFinished(() => Promise.all(others.map((other) => other.close())).then(() => undefined));
    const instances = [db, ...others.map((other) => other.db)];
    const subs: (typeof alertSubscriptions.$inferSelect)[] = [];
    for (let i = 0; i < 4; i++) {
      const sub = await subscribe(`race${i}@example.com`, { kind: "search", path: "/buy?location=leppington" });
      await confirmAlert(db, sub.token);
      subs.push(sub);
    }
    await importFeed([
      home("RA-1", { suburb: "Leppington", postcode: "2179" }),
      home("RA-2", { suburb: "Leppington", postcode: "2179", streetNumber: "3" }),
    ]);
    for (let round = 0; round < 3; round++) await Promise.all(instances.map((instance) => runAlertRound(instance, new Date(), settled)));
    const queued = await db.select().from(outbox).where(eq(outbox.kind, "listing-alert"));
    expect(
      queued
        .filter((m) => m.to.startsWith("race"))
        .map((m) => m.to)
        .sort(),
    ).toEqual(subs.map((s) => s.email).sort());
    const sent = await db.select().from(alertDeliveries).where(isNotNull(alertDeliveries.sentAt));
    expect(sent.filter((d) => subs.some((s) => s.id === d.subscriptionId))).toHaveLength(8);
    const counts = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.listingId, await listingId("RA-1"))));
    expect(counts[0]?.n).toBe(4);
  });
});
