import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { can, type Permission, type StaffRole } from "@/lib/auth/permissions";
import { confirmAlert } from "@/server/alerts/subscriptions";
import { openDatabase, type Db } from "@/server/db/connect";
import {
  alertSubscriptions,
  enquiries,
  leadNotes,
  leadRoundRobin,
  leadRoutingRules,
  leadSettings,
  outbox,
  user,
  userRoles,
} from "@/server/db/schema";
import { deliverDueMail, type MailTransport } from "@/server/email/outbox";
import { createMailTransport } from "@/server/email/transport";
import { listLeads } from "@/server/leads/admin-leads";
import { leadDashboard } from "@/server/leads/lead-dashboard";
import { addRoutingRule } from "@/server/leads/lead-routing";
import { saveLeadSettings } from "@/server/leads/lead-settings";
import { overdueLeadsJob } from "@/server/leads/overdue-job";
import { escalateOverdueLeads } from "@/server/leads/overdue-leads";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";

/*
 * Issue 19, item 3: leads that get answered. Each lead gets an owner (routing rules, else round robin among agents,
 * else the principal), the owner is e-mailed at once, and a reply clock runs against the promised two business hours:
 * an unanswered lead past due is marked overdue and the principal is e-mailed. Real database, real outbox, real SMTP.
 */

// The actions read the database and the signed-in user through these.
const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  user: null as { id: string; email: string; role: StaffRole | null } | null,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.90" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("@/server/auth/roles", () => ({
  permissionDeniedMessage: "You don't have permission to do that.",
  requirePermission: async (permission: Permission | null) => {
    const who = current.user;
    if (!who) return { ok: false, status: 401, message: "Please sign in." };
    if (who.role === null) return { ok: false, status: 403, message: "You don't have admin privileges." };
    if (permission !== null && !can(who.role, permission))
      return { ok: false, status: 403, message: "You don't have permission to do that." };
    return { ok: true, userId: who.id, email: who.email, role: who.role };
  },
}));

const { setLeadStatusAction } = await import("@/server/leads/actions/set-lead-status-action");
const { addLeadNoteAction } = await import("@/server/leads/actions/add-lead-note-action");
const { deleteLeadAction } = await import("@/server/leads/actions/delete-lead-action");
const { setLeadOwnerAction } = await import("@/server/leads/actions/set-lead-owner-action");
const { saveLeadSettingsAction } = await import("@/server/leads/actions/save-lead-settings-action");
const { addRoutingRuleAction } = await import("@/server/leads/actions/add-routing-rule-action");

const staff = {
  principal: { id: "staff-principal", name: "Pat Principal", email: "pat@ironbark.example", role: "admin" },
  olivia: { id: "staff-olivia", name: "Olivia Oran", email: "olivia@ironbark.example", role: "agent" },
  ava: { id: "staff-ava", name: "Ava Agent", email: "ava@ironbark.example", role: "agent" },
  ben: { id: "staff-ben", name: "Ben Agent", email: "ben@ironbark.example", role: "agent" },
  edith: { id: "staff-edith", name: "Edith Editor", email: "edith@ironbark.example", role: "editor" },
} as const;
type StaffKey = keyof typeof staff;
const principalInbox = "principal@ironbark.example";

const signedInAs = (key: StaffKey) => {
  const member = staff[key];
  current.user = { id: member.id, email: member.email, role: member.role };
};

// Each submission from its own address, so the per-IP form limit never interferes.
let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

const oranParkEnquiry = {
  fullName: "Mei Lin",
  email: "mei.lin@example.com",
  phone: "0412 345 678",
  enquiryType: "selling",
  message: "We're thinking of selling our four-bedroom home in Oran Park next spring. What could it be worth?",
};

function contactFields(message: string, n: number) {
  return { fullName: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: "0412 345 678", enquiryType: "buying", message };
}

describe.each(testDatabases)("leads that get answered on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;

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
  });
  afterAll(async () => {
    current.db = undefined;
    await smtp?.stop();
    await database?.dispose();
  });
  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(leadNotes);
    await db.delete(enquiries);
    await db.delete(leadRoutingRules);
    await db.delete(leadRoundRobin);
    await db.delete(leadSettings);
    await saveLeadSettings(db, { principalEmail: principalInbox, publicHolidays: [] });
    smtp.messages.length = 0;
    current.user = null;
  });

  async function submitContact(fields: Record<string, string>, now: Date) {
    const result = await submitEnquiry(db, { kind: "contact", fields, ip: nextIp() }, { now });
    if (!result.ok) throw new Error(result.message);
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, result.id));
    return row!;
  }

  it("routes an Oran Park enquiry by its rule, e-mails the owner at once, and escalates it to the principal once past two business hours", async () => {
    await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.olivia.id });
    // Friday 5 June 2026, 4:30 pm in Sydney (AEST): the reply is due Saturday 10:30 am.
    const arrival = new Date("2026-06-05T16:30:00+10:00");
    const lead = await submitContact(oranParkEnquiry, arrival);
    expect(lead.ownerId).toBe(staff.olivia.id);
    expect(lead.replyDueAt).toEqual(new Date("2026-06-06T10:30:00+10:00"));

    expect(await deliverDueMail(db, transport, arrival)).toMatchObject({ sent: 2, failed: 0 });
    const toOwner = smtp.messages.filter((m) => m.to.includes(staff.olivia.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.raw).toContain("Oran Park");
    expect(toOwner[0]?.raw).toContain("Mei Lin");
    expect(toOwner[0]?.raw).toMatch(/Reply due by Sat, 6 June, 10:30 am AEST/);
    expect(smtp.messages.some((m) => m.to.includes(principalInbox))).toBe(false);

    // The background job itself, with its clock moved forward: at Saturday 10:29 nothing is due yet.
    let clock = new Date("2026-06-06T10:29:00+10:00");
    const job = overdueLeadsJob({ now: () => clock });
    const signal = new AbortController().signal;
    await job.runOnce(signal);
    expect((await db.select().from(enquiries).where(eq(enquiries.id, lead.id)))[0]?.overdueAt).toBeNull();
    const overdueIn = async (now: Date) => (await listLeads(db, { id: lead.id, now }))[0]?.overdue;
    expect(await overdueIn(clock)).toBe(false);
    // The leads list shows it overdue from the due minute, before the job has marked it.
    expect(await overdueIn(new Date("2026-06-06T10:30:00+10:00"))).toBe(true);
    const pastDue = new Date("2026-06-06T10:31:00+10:00");
    clock = pastDue;
    await job.runOnce(signal);
    // Once only, however often the job runs.
    clock = new Date("2026-06-06T11:00:00+10:00");
    await job.runOnce(signal);
    expect(await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, "lead-overdue"))).toHaveLength(1);

    const [marked] = await db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    expect(marked?.overdueAt).toEqual(pastDue);
    expect(marked?.status).toBe("new");
    expect(await overdueIn(pastDue)).toBe(true);

    expect(await deliverDueMail(db, transport, pastDue)).toMatchObject({ sent: 1, failed: 0 });
    const toPrincipal = smtp.messages.filter((m) => m.to.includes(principalInbox));
    expect(toPrincipal).toHaveLength(1);
    expect(toPrincipal[0]?.raw).toMatch(/Subject: Overdue lead: Mei Lin/);
    expect(toPrincipal[0]?.raw).toContain("Olivia Oran");
    expect(toPrincipal[0]?.raw).toContain(lead.id);

    const dashboard = await leadDashboard(db, { all: true }, pastDue);
    expect(dashboard.overdue.map((o) => [o.id, o.ownerName])).toEqual([[lead.id, "Olivia Oran"]]);
  });

  it("escalates each overdue lead once when several instances run the job at the same moment", async () => {
    for (let n = 0; n < 7; n++)
      await submitContact(contactFields("Looking to buy a first home.", 200 + n), new Date("2026-06-03T10:00:00+10:00"));
    const second = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : null;
    try {
      const later = new Date("2026-06-04T10:00:00+10:00");
      const drain = async (pool: Db) => {
        let total = 0;
        for (let got = -1; got !== 0; total += got) got = await escalateOverdueLeads(pool, later, { batchSize: 2 });
        return total;
      };
      const [a, b] = await Promise.all([drain(db), drain(second?.db ?? db)]);
      expect(a + b).toBe(7);
      const escalations = await db.select({ enquiryId: outbox.enquiryId }).from(outbox).where(eq(outbox.kind, "lead-overdue"));
      expect(escalations).toHaveLength(7);
      expect(new Set(escalations.map((e) => e.enquiryId)).size).toBe(7);
    } finally {
      await second?.close();
    }
  });

  it("does not escalate a lead its owner answered in time, and records the first reply", async () => {
    await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.olivia.id });
    const lead = await submitContact(oranParkEnquiry, new Date("2026-06-03T10:00:00+10:00"));

    signedInAs("olivia");
    const replied = await setLeadStatusAction({ id: lead.id, status: "contacted" });
    expect(replied).toMatchObject({ ok: true, data: { status: "contacted" } });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, lead.id));
    expect(row?.firstRepliedAt).not.toBeNull();

    expect(await escalateOverdueLeads(db, new Date("2026-06-10T10:00:00+10:00"))).toBe(0);
    expect((await listLeads(db, { id: lead.id, now: new Date("2026-06-10T10:00:00+10:00") }))[0]?.overdue).toBe(false);
  });

  it("takes the rule's enquiry type into account, and a rule of a staff member who left no longer applies", async () => {
    await addRoutingRule(db, { enquiryType: "rental", suburb: "Oran Park", ownerId: staff.ava.id });
    await addRoutingRule(db, { enquiryType: "selling", suburb: null, ownerId: staff.ben.id });
    const selling = await submitContact(oranParkEnquiry, new Date("2026-06-03T10:00:00+10:00"));
    expect(selling.ownerId).toBe(staff.ben.id);
    const rental = await submitContact(
      { ...oranParkEnquiry, enquiryType: "rental", email: "r@example.com" },
      new Date("2026-06-03T10:05:00+10:00"),
    );
    expect(rental.ownerId).toBe(staff.ava.id);

    // Ben deactivated (his role row removed): his rule is skipped, round robin takes over.
    await db.delete(userRoles).where(eq(userRoles.userId, staff.ben.id));
    try {
      const after = await submitContact({ ...oranParkEnquiry, email: "s2@example.com" }, new Date("2026-06-03T10:10:00+10:00"));
      expect(after.ownerId).not.toBe(staff.ben.id);
      expect([staff.ava.id, staff.olivia.id]).toContain(after.ownerId);
    } finally {
      await db.insert(userRoles).values({ userId: staff.ben.id, role: "agent" });
    }
  });

  it("gives unrouted leads to the agents in turn", async () => {
    const owners: (string | null)[] = [];
    for (let n = 0; n < 6; n++) {
      owners.push((await submitContact(contactFields("Looking to buy a first home.", n), new Date("2026-06-03T10:00:00+10:00"))).ownerId);
    }
    // Each agent once before anyone twice, in the same order each round.
    const agents = [staff.ava.id, staff.ben.id, staff.olivia.id].sort();
    expect(owners.slice(0, 3).sort()).toEqual(agents);
    expect(owners.slice(3)).toEqual(owners.slice(0, 3));
  });

  it("keeps round robin fair when leads arrive at once, from several app instances", async () => {
    // On PostgreSQL, a second connection pool stands for a second instance; PGlite has one connection.
    const second = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : null;
    try {
      const pools = [db, second?.db ?? db];
      const submitted = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          submitEnquiry(
            pools[n % 2]!,
            { kind: "contact", fields: contactFields("Looking to buy.", 100 + n), ip: nextIp() },
            { now: new Date("2026-06-03T10:00:00+10:00") },
          ),
        ),
      );
      expect(submitted.every((r) => r.ok)).toBe(true);
      const rows = await db.select({ ownerId: enquiries.ownerId }).from(enquiries);
      const perAgent = new Map<string | null, number>();
      for (const row of rows) perAgent.set(row.ownerId, (perAgent.get(row.ownerId) ?? 0) + 1);
      expect(Object.fromEntries(perAgent)).toEqual({ [staff.ava.id]: 4, [staff.ben.id]: 4, [staff.olivia.id]: 4 });
    } finally {
      await second?.close();
    }
  });

  it("gives a lead to the principal when there is no agent, and e-mails the principal's address", async () => {
    await db.delete(userRoles).where(eq(userRoles.role, "agent"));
    try {
      const lead = await submitContact(contactFields("Hello there, please call me.", 1), new Date("2026-06-03T10:00:00+10:00"));
      expect(lead.ownerId).toBeNull();
      await deliverDueMail(db, transport, new Date("2026-06-03T10:00:00+10:00"));
      expect(smtp.messages.filter((m) => m.to.includes(principalInbox)).map((m) => m.raw)).toEqual([
        expect.stringContaining("Contact enquiry: Visitor 1"),
      ]);
    } finally {
      for (const key of ["olivia", "ava", "ben"] as const) await db.insert(userRoles).values({ userId: staff[key].id, role: "agent" });
    }
  });

  it("keeps quiz results and chat transcripts with the lead, and a newsletter sign-up gets no owner or clock", async () => {
    const quiz = await submitEnquiry(
      db,
      {
        kind: "appraisal",
        fields: { fullName: "Quinn", email: "quinn@example.com", phone: "0412345678", address: "3 Dunn Street, Oran Park" },
        details: { "Seller quiz: Timeline": "Within 3 months", "Seller quiz result": "Ready to sell" },
        ip: nextIp(),
      },
      { now: new Date("2026-06-03T10:00:00+10:00") },
    );
    expect(quiz.ok).toBe(true);
    const news = await submitEnquiry(db, { kind: "newsletter", fields: { email: "news@example.com" }, ip: nextIp() });
    expect(news.ok).toBe(true);
    // A newsletter sign-up is a lead once its confirmation link is followed.
    const [subscription] = await db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, "news@example.com"));
    expect(await confirmAlert(db, subscription!.token)).toMatchObject({ status: "confirmed" });

    const leads = await listLeads(db);
    const appraisal = leads.find((l) => l.type === "appraisal");
    expect(appraisal?.details).toEqual({ "Seller quiz: Timeline": "Within 3 months", "Seller quiz result": "Ready to sell" });
    expect(appraisal?.ownerId).not.toBeNull();
    expect(leads.find((l) => l.type === "newsletter")).toMatchObject({ ownerId: null, replyDueAt: null });
  });

  it("moves a lead through its statuses with notes, and lets an agent see and change only their own leads", async () => {
    await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.olivia.id });
    const mine = await submitContact(oranParkEnquiry, new Date("2026-06-03T10:00:00+10:00"));
    await addRoutingRule(db, { enquiryType: "buying", suburb: null, ownerId: staff.ben.id });
    const bens = await submitContact(contactFields("Buying in Leppington", 7), new Date("2026-06-03T10:05:00+10:00"));

    signedInAs("olivia");
    for (const status of ["contacted", "appointment", "listed", "closed"] as const) {
      expect(await setLeadStatusAction({ id: mine.id, status })).toMatchObject({ ok: true, data: { status } });
    }
    expect(await addLeadNoteAction({ id: mine.id, text: "Called Mei, appraisal booked for Tuesday." })).toMatchObject({ ok: true });
    expect(await addLeadNoteAction({ id: mine.id, text: "   " })).toMatchObject({ ok: false, message: "Note is required" });
    expect(await setLeadStatusAction({ id: mine.id, status: "sold" })).toMatchObject({ ok: false, message: "Please choose a status" });

    // Ben's lead, as Olivia: refused as if it did not exist, and nothing changes.
    expect(await setLeadStatusAction({ id: bens.id, status: "closed" })).toMatchObject({
      ok: false,
      message: "This lead no longer exists.",
    });
    expect(await addLeadNoteAction({ id: bens.id, text: "Not mine" })).toMatchObject({ ok: false, message: "This lead no longer exists." });
    expect(await deleteLeadAction({ id: bens.id })).toMatchObject({ ok: false });
    const [untouched] = await db.select().from(enquiries).where(eq(enquiries.id, bens.id));
    expect(untouched).toMatchObject({ status: "new", firstRepliedAt: null });
    expect(await db.select().from(leadNotes).where(eq(leadNotes.enquiryId, bens.id))).toEqual([]);

    // What each sees: the query is scoped, not just the page.
    expect((await listLeads(db, { scope: { all: false, ownerId: staff.olivia.id } })).map((l) => l.id)).toEqual([mine.id]);
    expect((await listLeads(db, { scope: { all: false, ownerId: staff.ben.id } })).map((l) => l.id)).toEqual([bens.id]);
    expect((await listLeads(db, { scope: { all: true } })).map((l) => l.id)).toEqual([bens.id, mine.id]);

    const [olivias] = await listLeads(db, { id: mine.id });
    expect(olivias).toMatchObject({ status: "closed", ownerName: "Olivia Oran" });
    expect(olivias?.notes.map((n) => [n.authorName, n.text])).toEqual([["Olivia Oran", "Called Mei, appraisal booked for Tuesday."]]);

    // An editor has no lead permission at all.
    signedInAs("edith");
    expect(await setLeadStatusAction({ id: bens.id, status: "closed" })).toMatchObject({ ok: false });
    expect(await addRoutingRuleAction({ enquiryType: "", suburb: "Leppington", ownerId: staff.ava.id })).toMatchObject({ ok: false });
    expect(await db.select().from(leadRoutingRules)).toHaveLength(2);
  });

  it("lets an admin give a lead to another agent, who is e-mailed at once and then sees it", async () => {
    await addRoutingRule(db, { enquiryType: "buying", suburb: null, ownerId: staff.ben.id });
    const now = new Date("2026-06-03T10:00:00+10:00");
    const lead = await submitContact(contactFields("Buying in Leppington soon.", 8), now);
    expect(lead.ownerId).toBe(staff.ben.id);
    await deliverDueMail(db, transport, now);
    smtp.messages.length = 0;

    signedInAs("ava");
    expect(await setLeadOwnerAction({ id: lead.id, ownerId: staff.ava.id })).toMatchObject({ ok: false });
    signedInAs("principal");
    expect(await setLeadOwnerAction({ id: lead.id, ownerId: "nobody" })).toMatchObject({
      ok: false,
      message: "Please choose a staff member who works leads.",
    });
    expect(await setLeadOwnerAction({ id: lead.id, ownerId: staff.ava.id })).toMatchObject({ ok: true });

    // The action queues the mail at the real time.
    await deliverDueMail(db, transport, new Date());
    expect(smtp.messages.map((m) => m.to)).toEqual([[staff.ava.email]]);
    expect(smtp.messages[0]?.raw).toContain("Visitor 8");
    expect((await listLeads(db, { scope: { all: false, ownerId: staff.ava.id } })).map((l) => l.id)).toEqual([lead.id]);
    expect(await listLeads(db, { scope: { all: false, ownerId: staff.ben.id } })).toEqual([]);
  });

  it("deletes a lead on request with its notes and every e-mail about it, and nothing else", async () => {
    const gone = await submitContact(oranParkEnquiry, new Date("2026-06-03T10:00:00+10:00"));
    const kept = await submitContact(contactFields("Keep me on file please.", 2), new Date("2026-06-03T10:01:00+10:00"));
    signedInAs("principal");
    await addLeadNoteAction({ id: gone.id, text: "Asked to be forgotten." });
    expect(await db.select().from(outbox).where(eq(outbox.enquiryId, gone.id))).toHaveLength(2);

    signedInAs("ava");
    expect(await deleteLeadAction({ id: gone.id })).toMatchObject({ ok: false });
    signedInAs("principal");
    expect(await deleteLeadAction({ id: gone.id })).toEqual({ ok: true, data: { id: gone.id } });
    expect(await deleteLeadAction({ id: gone.id })).toMatchObject({ ok: false, message: "This lead no longer exists." });

    expect(await db.select().from(enquiries).where(eq(enquiries.id, gone.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.enquiryId, gone.id))).toEqual([]);
    expect(await db.select().from(leadNotes).where(eq(leadNotes.enquiryId, gone.id))).toEqual([]);
    const everything = await db.select({ to: outbox.to, text: outbox.text }).from(outbox);
    expect(everything.some((m) => m.to === oranParkEnquiry.email || m.text.includes("Mei Lin"))).toBe(false);
    expect(await db.select().from(outbox).where(eq(outbox.enquiryId, kept.id))).toHaveLength(2);
  });

  it("counts this week's leads by source, the median time to first reply in business minutes, and the overdue leads", async () => {
    // Week of Monday 1 June 2026. Last week's lead is not counted.
    const insert = (
      type: "contact" | "appraisal" | "chat" | "newsletter",
      createdAt: string,
      extra: Partial<typeof enquiries.$inferInsert> = {},
    ) =>
      db
        .insert(enquiries)
        .values({ type, email: `${type}${createdAt}@example.com`, createdAt: new Date(createdAt), ...extra })
        .returning({ id: enquiries.id });
    await insert("contact", "2026-05-29T10:00:00+10:00", { firstRepliedAt: new Date("2026-05-29T10:05:00+10:00"), status: "contacted" });
    await insert("contact", "2026-06-01T10:00:00+10:00", { firstRepliedAt: new Date("2026-06-01T10:10:00+10:00"), status: "contacted" });
    await insert("contact", "2026-06-02T10:00:00+10:00", { firstRepliedAt: new Date("2026-06-02T10:30:00+10:00"), status: "contacted" });
    // Friday 4:50 pm, answered Saturday 9:40 am: 10 + 40 = 50 business minutes.
    await insert("appraisal", "2026-06-05T16:50:00+10:00", {
      firstRepliedAt: new Date("2026-06-06T09:40:00+10:00"),
      status: "appointment",
    });
    const [late] = await insert("chat", "2026-06-03T09:00:00+10:00", { replyDueAt: new Date("2026-06-03T11:00:00+10:00") });
    await insert("newsletter", "2026-06-04T09:00:00+10:00");

    const now = new Date("2026-06-06T12:00:00+10:00");
    const all = await leadDashboard(db, { all: true }, now);
    expect(all.weekStart).toEqual(new Date("2026-06-01T00:00:00+10:00"));
    expect(all.bySource).toEqual({ appraisal: 1, career: 0, contact: 2, newsletter: 1, chat: 1, listing: 0, alert: 0 });
    expect(all.total).toBe(5);
    // 10, 30 and 50 minutes.
    expect(all.medianReplyMinutes).toBe(30);
    expect(all.answered).toBe(3);
    expect(all.overdue.map((o) => o.id)).toEqual([late!.id]);

    // An agent's dashboard counts only their own leads.
    const agents = await leadDashboard(db, { all: false, ownerId: staff.ava.id }, now);
    expect(agents).toMatchObject({ total: 0, medianReplyMinutes: null, overdue: [] });
  });

  it("validates the lead settings: the principal's address and the public holidays", async () => {
    signedInAs("principal");
    expect(await saveLeadSettingsAction({ principalEmail: "not-an-email", publicHolidays: "" })).toMatchObject({
      ok: false,
      message: "Invalid email address",
    });
    expect(await saveLeadSettingsAction({ principalEmail: "", publicHolidays: "2026-12-25\n25/12/2026" })).toMatchObject({
      ok: false,
      message: "Public holidays must be dates written YYYY-MM-DD, one per line",
    });
    expect(
      await saveLeadSettingsAction({ principalEmail: "boss@ironbark.example", publicHolidays: "2026-06-08\n2026-12-25" }),
    ).toMatchObject({ ok: true });
    const [row] = await db.select().from(leadSettings);
    expect(row).toMatchObject({ principalEmail: "boss@ironbark.example", publicHolidays: ["2026-06-08", "2026-12-25"] });

    // The holiday stops the clock: Saturday 2 pm, then Monday 8 June (King's Birthday) shut → Tuesday 10 am.
    const lead = await submitContact(contactFields("Hello there, please call me.", 3), new Date("2026-06-06T14:00:00+10:00"));
    expect(lead.replyDueAt).toEqual(new Date("2026-06-09T10:00:00+10:00"));

    signedInAs("ava");
    expect(await saveLeadSettingsAction({ principalEmail: "", publicHolidays: "" })).toMatchObject({ ok: false });
  });
});
