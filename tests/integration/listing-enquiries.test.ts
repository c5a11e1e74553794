import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { enquiries, leadRoundRobin, leadRoutingRules, leadSettings, listings, outbox, user, userRoles } from "@/server/db/schema";
import { deliverDueMail, type MailTransport } from "@/server/email/outbox";
import { createMailTransport } from "@/server/email/transport";
import { leadCsvColumns, leadCsvRows, listLeads } from "@/server/leads/admin-leads";
import { addRoutingRule } from "@/server/leads/lead-routing";
import { saveLeadSettings } from "@/server/leads/lead-settings";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import type { FeedSource } from "@/server/listings/feed-files";
import { unknownListingMessage } from "@/lib/validation/listing-enquiry";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";

/*
 * Issue 30: the enquiry form of a listing page. Its lead carries the listing, goes to the listing's first agent while
 * they are active staff (else the routing rules decide), and the acknowledgement lists the home's upcoming open
 * inspections. Real database, the feed's own import, real outbox, real SMTP.
 */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.77" }) }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));

const { submitEnquiryAction } = await import("@/server/leads/actions/submit-enquiry-action");
const { initialEnquiryActionState } = await import("@/lib/forms/action-state");

const staff = {
  principal: { id: "staff-principal", name: "Pat Principal", email: "pat@ironbark.example", role: "admin" },
  olivia: { id: "staff-olivia", name: "Olivia Oran", email: "olivia@ironbark.example", role: "agent" },
  ben: { id: "staff-ben", name: "Ben Agent", email: "ben@ironbark.example", role: "agent" },
} as const;
const principalInbox = "principal@ironbark.example";

// Thursday 26 November 2026 in Sydney: one inspection has passed, two are to come.
const now = new Date("2026-11-26T09:00:00+11:00");

const home: SyntheticListing = {
  uniqueId: "ENQ-1",
  suburb: "Oran Park",
  postcode: "2570",
  streetNumber: "12",
  street: "Enquiry Street",
  bedrooms: 4,
  price: 990_000,
  modTime: "2026-11-20-09:00:00",
  inspections: ["21-Nov-2026 10:00am to 10:30am", "28-Nov-2026 10:00am to 10:30am", "05-Dec-2026 11:00am to 11:45am"],
  // Olivia's e-mail as the CRM writes it: matched whatever the case.
  agents: [
    { name: "Olivia Oran", email: "Olivia@Ironbark.example" },
    { name: "Ben Agent", email: "ben@ironbark.example" },
  ],
};

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabases)("listing enquiries on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;
  let source: FeedSource;
  let listingId: string;

  const importListings = (items: readonly SyntheticListing[]) => importSyntheticListings(db, source, items);

  const fields = (extra: Record<string, string> = {}) => ({
    listingId,
    interest: "inspection",
    fullName: "Mei Lin",
    email: "mei.lin@example.com",
    phone: "0412 345 678",
    message: "Could we see it on Saturday afternoon instead?",
    ...extra,
  });

  async function submit(extra: Record<string, string> = {}) {
    const result = await submitEnquiry(db, { kind: "listing", fields: fields(extra), ip: nextIp() }, { now });
    if (!result.ok) throw new Error(result.message);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, result.id));
    return row!;
  }

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    smtp = await startFakeSmtpServer();
    transport = createMailTransport(smtp.url);
    for (const member of Object.values(staff)) {
      await db.insert(user).values({ id: member.id, name: member.name, email: member.email, emailVerified: true });
      await db.insert(userRoles).values({ userId: member.id, role: member.role });
    }
    source = await addFeedSource(db, "Enquiry test CRM", "enquiry-token-0123456789");
    await importListings([home]);
    const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.uniqueId, "ENQ-1"));
    listingId = listing!.id;
  });
  afterAll(async () => {
    current.db = undefined;
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(enquiries);
    await db.delete(leadRoutingRules);
    await db.delete(leadRoundRobin);
    await db.delete(leadSettings);
    await saveLeadSettings(db, { principalEmail: principalInbox, publicHolidays: [] });
    // Olivia is active staff unless a test says otherwise.
    await db.delete(userRoles).where(eq(userRoles.userId, staff.olivia.id));
    await db.insert(userRoles).values({ userId: staff.olivia.id, role: "agent" });
    smtp.messages.length = 0;
  });

  it("keeps the listing on the lead, gives it to the listing's first agent, and shows both to the admin and in the CSV", async () => {
    // A rule that would send Oran Park leads to Ben: the listing's own agent comes first.
    await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.ben.id });
    const lead = await submit();
    expect(lead).toMatchObject({ type: "listing", listingId, ownerId: staff.olivia.id, enquiryType: "inspection", phone: "0412345678" });
    expect(lead.assignedAt).toEqual(now);

    const [admin] = await listLeads(db, { id: lead.id });
    expect(admin?.ownerName).toBe("Olivia Oran");
    expect(admin?.listing).toEqual({
      id: listingId,
      address: "12 Enquiry Street, Oran Park NSW 2570",
      slug: expect.stringMatching(/^12-enquiry-street-oran-park-nsw-2570-/),
    });
    const [row] = leadCsvRows([admin!]);
    expect(row?.[leadCsvColumns.indexOf("Listing")]).toMatch(
      /^12 Enquiry Street, Oran Park NSW 2570 \(https?:\/\/.+\/listings\/12-enquiry-street-oran-park-nsw-2570-/,
    );
    expect(row?.[leadCsvColumns.indexOf("Enquiry type")]).toBe("inspection");

    // The owner hears of it at once, with the listing named.
    expect(await deliverDueMail(db, transport, now)).toMatchObject({ sent: 2, failed: 0 });
    const toOwner = smtp.messages.filter((m) => m.to.includes(staff.olivia.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.raw).toContain("Listing enquiry: Mei Lin");
    expect(toOwner[0]?.raw).toContain("12 Enquiry Street, Oran Park NSW 2570");
    expect(toOwner[0]?.raw).toContain("Enquiry type: Arrange an inspection");
  });

  it("acknowledges the enquirer with the home's upcoming open inspections, not the past one", async () => {
    await submit({ interest: "price-guide", message: "" });
    expect(await deliverDueMail(db, transport, now)).toMatchObject({ sent: 2, failed: 0 });
    const [ack] = smtp.messages.filter((m) => m.to.includes("mei.lin@example.com"));
    expect(ack).toBeDefined();
    expect(ack!.raw).toContain("Your enquiry is about 12 Enquiry Street, Oran Park NSW 2570");
    expect(ack!.raw).toContain("Upcoming open inspections:");
    expect(ack!.raw).toContain("Saturday 28 November 2026, 10:00");
    expect(ack!.raw).toContain("Saturday 5 December 2026, 11:00");
    expect(ack!.raw).not.toContain("21 November 2026");
  });

  it("falls back to the routing rules, then the round robin, when the listing's agent is no longer active staff", async () => {
    // Deactivating removes the role row: Olivia keeps her account but works no leads.
    await db.delete(userRoles).where(eq(userRoles.userId, staff.olivia.id));
    await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.ben.id });
    const byRule = await submit();
    expect(byRule.ownerId).toBe(staff.ben.id);
    expect(byRule.listingId).toBe(listingId);

    await db.delete(leadRoutingRules);
    const byTurn = await submit();
    // Ben is the only agent left in turn.
    expect(byTurn.ownerId).toBe(staff.ben.id);
    expect(await deliverDueMail(db, transport, now)).toMatchObject({ failed: 0 });
    expect(smtp.messages.some((m) => m.to.includes(staff.olivia.email))).toBe(false);
  });

  it("goes through the forms' one action: typed values kept on a refusal, nothing stored; a success clears them", async () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.append(name, value);
      return data;
    };
    const refused = await submitEnquiryAction("listing", initialEnquiryActionState, form(fields({ interest: "" })));
    expect(refused).toEqual({
      status: "error",
      title: "Invalid Input",
      message: "Please choose what you would like to know",
      values: fields({ interest: "" }),
    });
    const other = await submitEnquiryAction("listing", initialEnquiryActionState, form(fields({ interest: "other", message: "Hi" })));
    expect(other.message).toBe("Please tell us what you would like to know (at least 10 characters)");
    expect((await db.select({ n: count() }).from(enquiries))[0]?.n).toBe(0);

    const sent = await submitEnquiryAction("listing", initialEnquiryActionState, form(fields()));
    expect(sent).toMatchObject({ status: "success", title: "Enquiry Sent!", values: {} });
    const [lead] = await db.select().from(enquiries);
    expect(lead).toMatchObject({ type: "listing", listingId, ownerId: staff.olivia.id });
  });

  it("refuses an enquiry about a home that is not on the site (withdrawn, or unknown) and stores nothing", async () => {
    const unknown = await submitEnquiry(
      db,
      { kind: "listing", fields: fields({ listingId: "00000000-0000-4000-8000-000000000000" }), ip: nextIp() },
      { now },
    );
    expect(unknown).toEqual({ ok: false, status: 400, message: unknownListingMessage });

    await importListings([
      { uniqueId: "ENQ-2", suburb: "Cobbitty", postcode: "2570", streetNumber: "1", street: "Gone Road", price: 800_000 },
    ]);
    const [gone] = await db.select({ id: listings.id }).from(listings).where(eq(listings.uniqueId, "ENQ-2"));
    await importListings([
      { uniqueId: "ENQ-2", status: "withdrawn", suburb: "Cobbitty", postcode: "2570", modTime: "2026-11-25-09:00:00" },
    ]);
    const withdrawn = await submitEnquiry(db, { kind: "listing", fields: fields({ listingId: gone!.id }), ip: nextIp() }, { now });
    expect(withdrawn).toEqual({ ok: false, status: 400, message: unknownListingMessage });
    expect((await db.select({ n: count() }).from(enquiries))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(outbox))[0]?.n).toBe(0);
  });
});
