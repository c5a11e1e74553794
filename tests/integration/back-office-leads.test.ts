import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { can, type Permission, type StaffRole } from "@/lib/auth/permissions";
import type { Db } from "@/server/db/connect";
import {
  enquiries,
  formerStaff,
  leadNotes,
  leadRoundRobin,
  leadRoutingRules,
  leadSettings,
  outbox,
  session,
  user,
  userRoles,
} from "@/server/db/schema";
import { listLeads } from "@/server/leads/admin-leads";
import { leadScopeFor } from "@/server/leads/lead-access";
import { addRoutingRule, listAssignableStaff, listRoutingRules } from "@/server/leads/lead-routing";
import { saveLeadSettings } from "@/server/leads/lead-settings";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import { staffMessages } from "@/server/staff/staff";
import { testDatabases } from "../support/databases";

/*
 * Issue 27, items 10–12: the back office's real week. Leads go only to people who can work them (a rule naming an
 * editor is refused, a rule whose person lost the permission is skipped); an office manager sees every lead and gives
 * it to someone; rules are tried in the order the staff set, and a careers application goes to the principal unless a
 * rule says otherwise; deactivating an agent moves their open leads where the admin says, noted in each lead.
 */

const current = vi.hoisted(() => ({
  db: undefined as Db | undefined,
  user: null as { id: string; email: string; role: StaffRole | null } | null,
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.91" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("@/server/auth/roles", () => {
  const check = async (permission: Permission | null) => {
    const who = current.user;
    if (!who) return { ok: false as const, status: 401, message: "Please sign in." };
    if (who.role === null) return { ok: false as const, status: 403, message: "You don't have admin privileges." };
    if (permission !== null && !can(who.role, permission))
      return { ok: false as const, status: 403, message: "You don't have permission to do that." };
    return { ok: true as const, userId: who.id, email: who.email, role: who.role };
  };
  return {
    permissionDeniedMessage: "You don't have permission to do that.",
    requirePermission: check,
    permittedCaller: async (permission: Permission | null) => {
      const result = await check(permission);
      if (!result.ok) throw new Error(result.message);
      return result;
    },
  };
});

const { addRoutingRuleAction } = await import("@/server/leads/actions/add-routing-rule-action");
const { moveRoutingRuleAction } = await import("@/server/leads/actions/move-routing-rule-action");
const { setLeadOwnerAction } = await import("@/server/leads/actions/set-lead-owner-action");
const { deactivateStaffAction } = await import("@/server/staff/actions/deactivate-staff-action");
const { initialEnquiryActionState } = await import("@/lib/forms/action-state");

const staff = {
  principal: { id: "bo-principal", name: "Pat Principal", email: "pat@ironbark.example", role: "admin" },
  olive: { id: "bo-olive", name: "Olive Manager", email: "olive@ironbark.example", role: "office-manager" },
  ava: { id: "bo-ava", name: "Ava Agent", email: "ava@ironbark.example", role: "agent" },
  ben: { id: "bo-ben", name: "Ben Agent", email: "ben@ironbark.example", role: "agent" },
  cam: { id: "bo-cam", name: "Cam Agent", email: "cam@ironbark.example", role: "agent" },
  edith: { id: "bo-edith", name: "Edith Editor", email: "edith@ironbark.example", role: "editor" },
} as const;
type StaffKey = keyof typeof staff;
const principalInbox = "principal@ironbark.example";

const signedInAs = (key: StaffKey) => {
  const member = staff[key];
  current.user = { id: member.id, email: member.email, role: member.role };
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

/** Runs a form action that may end in redirect(): its address, or the state it answered. */
async function submitForm<S>(run: () => Promise<S>): Promise<{ redirectedTo: string } | { state: S }> {
  try {
    return { state: await run() };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return { redirectedTo: digest.split(";")[2] ?? "" };
  }
}

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;
const at = new Date("2026-06-03T10:00:00+10:00");

describe.each(testDatabases)("the back office's leads on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    for (const member of Object.values(staff))
      await db.insert(user).values({ id: member.id, name: member.name, email: member.email, emailVerified: true });
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });
  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(leadNotes);
    await db.delete(enquiries);
    await db.delete(leadRoutingRules);
    await db.delete(leadRoundRobin);
    await db.delete(leadSettings);
    await db.delete(formerStaff);
    await db.delete(userRoles);
    for (const member of Object.values(staff)) await db.insert(userRoles).values({ userId: member.id, role: member.role });
    await saveLeadSettings(db, { principalEmail: principalInbox, publicHolidays: [] });
    current.user = null;
  });

  async function contact(n: number, enquiryType = "buying", message = "Looking to buy a first home, please call.") {
    const result = await submitEnquiry(
      db,
      {
        kind: "contact",
        fields: { fullName: `Visitor ${n}`, email: `visitor${n}@example.com`, phone: "0412 345 678", enquiryType, message },
        ip: nextIp(),
      },
      { now: at },
    );
    if (!result.ok) throw new Error(result.message);
    return (await db.select().from(enquiries).where(eq(enquiries.id, result.id)))[0]!;
  }

  async function career(n: number) {
    const fields = {
      fullName: `Applicant ${n}`,
      email: `applicant${n}@example.com`,
      phone: "0412 345 678",
      position: "Sales Executive",
      message: "Salary expectation: $95,000.",
    };
    const result = await submitEnquiry(db, { kind: "career", fields, ip: nextIp() }, { now: at });
    if (!result.ok) throw new Error(result.message);
    return (await db.select().from(enquiries).where(eq(enquiries.id, result.id)))[0]!;
  }

  describe("item 10: leads go only to people who can work them", () => {
    it("refuses a rule or an owner who cannot see leads, with a clear message, and stores nothing", async () => {
      signedInAs("principal");
      const refused = await addRoutingRuleAction({ enquiryType: "selling", suburb: "", ownerId: staff.edith.id });
      expect(refused).toEqual({
        ok: false,
        message: "Edith Editor can't work leads (an editor doesn't see them). Choose an agent, an office manager or an admin.",
        fieldValues: expect.anything(),
      });
      expect(await db.select().from(leadRoutingRules)).toEqual([]);

      const lead = await contact(1);
      expect(await setLeadOwnerAction({ id: lead.id, ownerId: staff.edith.id })).toMatchObject({
        ok: false,
        message: expect.stringContaining("can't work leads"),
      });
      expect((await db.select().from(enquiries).where(eq(enquiries.id, lead.id)))[0]?.ownerId).toBe(lead.ownerId);

      // The pickers offer only people who work leads: the office manager yes, the editor no.
      expect((await listAssignableStaff(db)).map((member) => member.name)).toEqual([
        "Ava Agent",
        "Ben Agent",
        "Cam Agent",
        "Olive Manager",
        "Pat Principal",
      ]);
      expect(await addRoutingRuleAction({ enquiryType: "selling", suburb: "", ownerId: staff.olive.id })).toMatchObject({ ok: true });
    });

    it("skips, when routing, a rule whose person no longer has the lead permission", async () => {
      await addRoutingRule(db, { enquiryType: "buying", suburb: null, ownerId: staff.ava.id });
      expect((await contact(1)).ownerId).toBe(staff.ava.id);

      // Ava becomes an editor: her rule stays listed, marked skipped, and the next buyer goes to the agents in turn.
      await db.update(userRoles).set({ role: "editor" }).where(eq(userRoles.userId, staff.ava.id));
      expect((await listRoutingRules(db)).map((rule) => [rule.ownerName, rule.ownerWorksLeads])).toEqual([["Ava Agent", false]]);
      const next = await contact(2);
      expect([staff.ben.id, staff.cam.id]).toContain(next.ownerId);
    });

    it("lets an office manager see every lead and give one to someone else, but not change the routing or the staff", async () => {
      const leads = [await contact(1), await contact(2), await contact(3)];
      const scope = leadScopeFor("office-manager", staff.olive.id);
      expect(scope).toEqual({ all: true });
      expect((await listLeads(db, { scope })).map((lead) => lead.id).sort()).toEqual(leads.map((lead) => lead.id).sort());

      signedInAs("olive");
      const lead = leads.find((candidate) => candidate.ownerId !== staff.cam.id)!;
      expect(await setLeadOwnerAction({ id: lead.id, ownerId: staff.cam.id })).toMatchObject({ ok: true });
      expect((await db.select().from(enquiries).where(eq(enquiries.id, lead.id)))[0]?.ownerId).toBe(staff.cam.id);

      expect(await addRoutingRuleAction({ enquiryType: "selling", suburb: "", ownerId: staff.olive.id })).toMatchObject({ ok: false });
      const deactivation = await submitForm(() =>
        deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.ben.id, openLeadsTo: "principal" })),
      );
      expect(deactivation).toMatchObject({ state: { status: "error" } });
      expect(await db.select().from(userRoles).where(eq(userRoles.userId, staff.ben.id))).toHaveLength(1);
    });
  });

  describe("item 11: ordered rules, careers to the principal", () => {
    it("tries the rules in the order the staff set: moving the second rule up makes it win", async () => {
      const general = await addRoutingRule(db, { enquiryType: "buying", suburb: null, ownerId: staff.ava.id });
      const oranPark = await addRoutingRule(db, { enquiryType: null, suburb: "Oran Park", ownerId: staff.ben.id });
      expect((await contact(1, "buying", "Buying in Oran Park soon.")).ownerId).toBe(staff.ava.id);

      signedInAs("principal");
      expect(await moveRoutingRuleAction(initialEnquiryActionState, form({ id: oranPark, to: "0" }))).toMatchObject({
        status: "success",
        message: "The rule is now number 1.",
      });
      expect((await listRoutingRules(db)).map((rule) => rule.id)).toEqual([oranPark, general]);
      expect((await contact(2, "buying", "Buying in Oran Park soon.")).ownerId).toBe(staff.ben.id);

      // Move down again, and nonsense is refused without changing the order.
      expect(await moveRoutingRuleAction(initialEnquiryActionState, form({ id: oranPark, to: "1" }))).toMatchObject({ status: "success" });
      expect((await listRoutingRules(db)).map((rule) => rule.id)).toEqual([general, oranPark]);
      expect(await moveRoutingRuleAction(initialEnquiryActionState, form({ id: oranPark, to: "first" }))).toMatchObject({
        status: "error",
        message: "Please choose where the rule goes",
      });
      expect(await moveRoutingRuleAction(initialEnquiryActionState, form({ id: crypto.randomUUID(), to: "0" }))).toMatchObject({
        status: "error",
        message: expect.stringContaining("no longer exists"),
      });
      expect((await listRoutingRules(db)).map((rule) => rule.id)).toEqual([general, oranPark]);

      signedInAs("ava");
      expect(await moveRoutingRuleAction(initialEnquiryActionState, form({ id: oranPark, to: "0" }))).toMatchObject({ status: "error" });
      expect((await listRoutingRules(db)).map((rule) => rule.id)).toEqual([general, oranPark]);
    });

    it("gives a careers application to the principal, not the agents in turn, unless a rule says otherwise", async () => {
      const application = await career(1);
      expect(application.ownerId).toBeNull();
      const mail = await db.select({ kind: outbox.kind, to: outbox.to }).from(outbox).where(eq(outbox.enquiryId, application.id));
      expect(mail).toContainEqual({ kind: "agency-notification", to: principalInbox });
      // The round robin was not advanced by it: the next contact lead goes to the first agent in turn.
      expect(await db.select().from(leadRoundRobin)).toEqual([]);

      await addRoutingRule(db, { enquiryType: "career", suburb: null, ownerId: staff.olive.id });
      expect((await career(2)).ownerId).toBe(staff.olive.id);
    });
  });

  describe("item 12: deactivating an agent who owns open leads", () => {
    async function bensLeads() {
      await addRoutingRule(db, { enquiryType: "selling", suburb: null, ownerId: staff.ben.id });
      const open = [await contact(1, "selling"), await contact(2, "selling"), await contact(3, "selling")];
      const closed = await contact(4, "selling");
      await db.update(enquiries).set({ status: "closed" }).where(eq(enquiries.id, closed.id));
      expect([...open, closed].every((lead) => lead.ownerId === staff.ben.id)).toBe(true);
      await db.delete(outbox);
      return { open, closed };
    }

    it("asks where the open leads go and changes nothing until told", async () => {
      await bensLeads();
      signedInAs("principal");
      const answer = await submitForm(() => deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.ben.id })));
      expect(answer).toEqual({ state: expect.objectContaining({ status: "error", message: staffMessages.openLeadsNeedAHome(3) }) });
      const bogus = await submitForm(() =>
        deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.ben.id, openLeadsTo: "nobody" })),
      );
      expect(bogus).toMatchObject({ state: { status: "error", message: "Please choose where their open leads go" } });
      expect(await db.select().from(userRoles).where(eq(userRoles.userId, staff.ben.id))).toHaveLength(1);
      expect((await db.select().from(enquiries)).every((lead) => lead.ownerId === staff.ben.id)).toBe(true);
    });

    it("moves them to the principal in the same transaction, noting the move in each lead and e-mailing the principal", async () => {
      const { open, closed } = await bensLeads();
      await db
        .insert(session)
        .values({ id: "ben-session", token: "ben-token", userId: staff.ben.id, expiresAt: new Date(Date.now() + 86_400_000) });
      signedInAs("principal");
      const answer = await submitForm(() =>
        deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.ben.id, openLeadsTo: "principal" })),
      );
      expect(answer).toEqual({ redirectedTo: `/admin/staff?deactivated=${staff.ben.id}&moved=3&to=principal#deactivated` });

      const after = await listLeads(db, { scope: { all: true } });
      for (const lead of open) {
        const now = after.find((row) => row.id === lead.id)!;
        expect(now.ownerId).toBeNull();
        expect(now.notes.map((note) => [note.authorName, note.text])).toEqual([
          ["Pat Principal", "Moved from Ben Agent to the principal: Ben Agent was deactivated."],
        ]);
      }
      expect(after.find((row) => row.id === closed.id)).toMatchObject({ ownerId: staff.ben.id, notes: [] });
      expect((await db.select({ to: outbox.to }).from(outbox)).map((row) => row.to)).toEqual([
        principalInbox,
        principalInbox,
        principalInbox,
      ]);
      expect(await db.select().from(session).where(eq(session.userId, staff.ben.id))).toEqual([]);
      expect(await db.select().from(formerStaff).where(eq(formerStaff.userId, staff.ben.id))).toHaveLength(1);
    });

    it("or shares them among the remaining agents in turn, never back to the one leaving", async () => {
      const { open } = await bensLeads();
      signedInAs("principal");
      const answer = await submitForm(() =>
        deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.ben.id, openLeadsTo: "round-robin" })),
      );
      expect(answer).toEqual({ redirectedTo: `/admin/staff?deactivated=${staff.ben.id}&moved=3&to=round-robin#deactivated` });

      const owners = (await db.select().from(enquiries)).filter((lead) => open.some((o) => o.id === lead.id)).map((lead) => lead.ownerId);
      expect(owners.every((owner) => owner === staff.ava.id || owner === staff.cam.id)).toBe(true);
      expect(new Set(owners).size).toBe(2);
      const notes = await db.select({ text: leadNotes.text }).from(leadNotes);
      expect(notes).toHaveLength(3);
      expect(
        notes.every((note) => /^Moved from Ben Agent to (Ava|Cam) Agent \(agents in turn\): Ben Agent was deactivated\.$/.test(note.text)),
      ).toBe(true);
      const mailTo = (await db.select({ to: outbox.to }).from(outbox)).map((row) => row.to).sort();
      expect(mailTo.every((to) => to === staff.ava.email || to === staff.cam.email)).toBe(true);
    });

    it("deactivates someone without open leads with no question asked", async () => {
      signedInAs("principal");
      const answer = await submitForm(() => deactivateStaffAction(initialEnquiryActionState, form({ userId: staff.cam.id })));
      expect(answer).toEqual({ redirectedTo: `/admin/staff?deactivated=${staff.cam.id}&moved=0#deactivated` });
    });
  });
});
