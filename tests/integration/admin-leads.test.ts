import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { enquiries, outbox, type EnquiryType } from "@/server/db/schema";
import { formatSydneyDateTime } from "@/lib/format/date";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { leadCsvColumns, listLeads } from "@/server/leads/admin-leads";
import { testDatabases } from "../support/databases";

// The actions and the export route read the database, the role and the client IP through these.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, admin: true }));
const worker = vi.hoisted(() => ({ wakeOutboxWorker: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.40" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("@/server/email/worker", () => worker);
vi.mock("@/server/auth/roles", () => ({
  permissionDeniedMessage: "You don't have permission to do that.",
  requirePermission: async () =>
    current.admin
      ? { ok: true, userId: "admin", email: "admin@example.com", role: "admin" }
      : { ok: false, status: 403, message: "You don't have admin privileges." },
  adminDeniedResponse: (check: { status: number; message: string }) => Response.json({ error: check.message }, { status: check.status }),
}));

const { retryOutboxMessageAction, retryOutboxMessageFormAction } = await import("@/server/leads/actions/retry-outbox-message-action");
const { setLeadStatusAction, setLeadStatusFormAction } = await import("@/server/leads/actions/set-lead-status-action");
const { GET: exportLeads } = await import("@/app/api/admin/leads/export/route");

const base = new Date("2026-11-20T00:00:00.000Z");
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

/**
 * The CSV as a spreadsheet reads it, through csv-parse, a real CSV reader: like Python's csv module and Excel, it ends a
 * record at any line break outside quotes (`\r\n`, `\n` or `\r`), and it throws on a row whose column count differs.
 */
function parseCsv(text: string): string[][] {
  return parse(text, { record_delimiter: ["\r\n", "\n", "\r"], relax_quotes: false }) as string[][];
}

/** The body's rows; it must start with a UTF-8 byte-order mark (for Excel), which is not part of the first cell. */
async function csvRows(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)));
}

function exportRequest(query = ""): Promise<Response> {
  return exportLeads(new Request(`http://localhost/api/admin/leads/export${query}`), { params: Promise.resolve({}) });
}

describe.each(testDatabases)("admin leads on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let ids: Record<string, string>;
  let mailIds: Record<string, string>;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  async function lead(key: string, type: EnquiryType, at: Date, fields: Partial<typeof enquiries.$inferInsert> = {}) {
    const [row] = await db
      .insert(enquiries)
      .values({ type, email: `${key}@example.com`, fullName: key, createdAt: at, updatedAt: at, ...fields })
      .returning({ id: enquiries.id });
    ids[key] = row!.id;
  }

  async function mail(key: string, leadKey: string | null, fields: Partial<typeof outbox.$inferInsert> = {}) {
    const [row] = await db
      .insert(outbox)
      .values({
        kind: "acknowledgement",
        to: "someone@example.com",
        subject: "Thanks",
        text: "Thanks",
        enquiryId: leadKey ? ids[leadKey] : null,
        createdAt: base,
        ...fields,
      })
      .returning({ id: outbox.id });
    mailIds[key] = row!.id;
  }

  beforeEach(async () => {
    await db.delete(outbox);
    await db.delete(enquiries);
    ids = {};
    mailIds = {};
    current.admin = true;
    worker.wakeOutboxWorker.mockClear();

    // Inserted out of order: the list must sort by when each arrived.
    await lead("appraisal", "appraisal", minutes(1), {
      address: "12 Village Circuit, Gregory Hills",
      details: { "Seller quiz result": "Ready" },
    });
    await lead("career", "career", minutes(3), { position: "Sales Executive" });
    await lead("contact", "contact", minutes(5), { enquiryType: "Selling", message: "Please call me." });
    await lead("newsletter", "newsletter", minutes(2), { fullName: null });
    await lead("chat", "chat", minutes(4), { phone: "0412345678", status: "contacted", handledAt: minutes(6), firstRepliedAt: minutes(6) });

    await mail("contactNotice", "contact", {
      kind: "agency-notification",
      to: "hello@ironbark.example",
      status: "sent",
      attempts: 1,
      sentAt: minutes(5),
    });
    await mail("contactAck", "contact", {
      kind: "acknowledgement",
      to: "contact@example.com",
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      nextAttemptAt: minutes(60),
      createdAt: minutes(5),
    });
    await mail("careerAck", "career", { status: "pending", attempts: 2, lastError: "connection refused", nextAttemptAt: minutes(90) });
    // Mail with no lead (an account's verification e-mail) belongs to no row of the Leads tab.
    await mail("verification", null, { kind: "email-verification" });
  });

  it("lists every lead newest first, each with its own outbox messages", async () => {
    const leads = await listLeads(db);
    expect(leads.map((l) => l.fullName ?? l.email)).toEqual(["contact", "chat", "career", "newsletter@example.com", "appraisal"]);

    const contact = leads[0]!;
    expect(contact).toMatchObject({ type: "contact", enquiryType: "Selling", message: "Please call me.", status: "new", handledAt: null });
    expect(contact.mail).toEqual([
      {
        id: mailIds.contactNotice,
        kind: "agency-notification",
        to: "hello@ironbark.example",
        status: "sent",
        attempts: 1,
        lastError: null,
        sentAt: minutes(5),
        createdAt: base,
      },
      {
        id: mailIds.contactAck,
        kind: "acknowledgement",
        to: "contact@example.com",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
        sentAt: null,
        createdAt: minutes(5),
      },
    ]);
    expect(leads.find((l) => l.type === "career")?.mail.map((m) => m.id)).toEqual([mailIds.careerAck]);
    expect(leads.find((l) => l.type === "appraisal")).toMatchObject({ mail: [], details: { "Seller quiz result": "Ready" } });
    expect(leads.flatMap((l) => l.mail).some((m) => m.id === mailIds.verification)).toBe(false);
  });

  it("filters by type, by status, and limits to the newest", async () => {
    expect((await listLeads(db, { type: "chat" })).map((l) => l.id)).toEqual([ids.chat]);
    expect((await listLeads(db, { type: "newsletter" })).map((l) => l.id)).toEqual([ids.newsletter]);
    expect((await listLeads(db, { status: "contacted" })).map((l) => l.id)).toEqual([ids.chat]);
    expect((await listLeads(db, { status: "new" })).map((l) => l.id)).toEqual([ids.contact, ids.career, ids.newsletter, ids.appraisal]);
    expect(await listLeads(db, { type: "chat", status: "new" })).toEqual([]);
    expect((await listLeads(db, { limit: 2 })).map((l) => l.id)).toEqual([ids.contact, ids.chat]);
  });

  it("moves a lead to a status with the time, records the first reply, and back to new keeps it", async () => {
    const before = Date.now();
    const contacted = await setLeadStatusAction({ id: ids.contact, status: "contacted" });
    expect(contacted).toMatchObject({ ok: true, data: { id: ids.contact, status: "contacted" } });

    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, ids.contact!));
    expect(row?.status).toBe("contacted");
    expect(row?.handledAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.handledAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row?.firstRepliedAt).toEqual(row?.handledAt);

    expect(await setLeadStatusAction({ id: ids.contact, status: "new" })).toMatchObject({ ok: true, data: { status: "new" } });
    const [again] = await db.select().from(enquiries).where(eq(enquiries.id, ids.contact!));
    expect(again).toMatchObject({ status: "new", firstRepliedAt: row?.firstRepliedAt });
    // The other leads are untouched.
    expect((await listLeads(db, { status: "contacted" })).map((l) => l.id)).toEqual([ids.chat]);
  });

  it("the status form's action (posted without JavaScript) saves the status and answers with the lead's name, or the reason", async () => {
    const idle = { status: "idle" as const, title: "", message: "", values: {} };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    expect(await setLeadStatusFormAction(idle, form({ id: ids.contact!, status: "contacted", name: "Casey Contact" }))).toEqual({
      status: "success",
      title: "Status: Contacted",
      message: "Casey Contact",
      values: {},
    });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, ids.contact!));
    expect(row?.status).toBe("contacted");
    expect(await setLeadStatusFormAction(idle, form({ id: ids.contact!, status: "lost-in-space", name: "Casey Contact" }))).toMatchObject({
      status: "error",
      message: "Please choose a status",
    });
    expect(await setLeadStatusAction({ id: ids.contact, status: "new" })).toMatchObject({ ok: true });
  });

  it("refuses to mark an unknown or malformed lead, and anyone who is not an admin", async () => {
    expect(await setLeadStatusAction({ id: "00000000-0000-4000-8000-000000000000", status: "contacted" })).toEqual({
      ok: false,
      message: "This lead no longer exists.",
      fieldValues: expect.any(Object),
    });
    expect(await setLeadStatusAction({ id: "nope", status: "contacted" })).toMatchObject({ ok: false, message: "Invalid id" });

    current.admin = false;
    expect(await setLeadStatusAction({ id: ids.contact, status: "contacted" })).toEqual({
      ok: false,
      message: "You don't have admin privileges.",
    });
    expect(await retryOutboxMessageAction({ id: mailIds.contactAck })).toEqual({ ok: false, message: "You don't have admin privileges." });
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, ids.contact!));
    expect(row?.status).toBe("new");
    expect(worker.wakeOutboxWorker).not.toHaveBeenCalled();
  });

  it("retries a failed message now with fresh attempts and wakes the worker", async () => {
    const before = Date.now();
    expect(await retryOutboxMessageAction({ id: mailIds.contactAck })).toEqual({ ok: true, data: { id: mailIds.contactAck } });
    expect(worker.wakeOutboxWorker).toHaveBeenCalledTimes(1);

    const [row] = await db.select().from(outbox).where(eq(outbox.id, mailIds.contactAck!));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // A pending message waiting for its next attempt is brought forward too.
    expect(await retryOutboxMessageAction({ id: mailIds.careerAck })).toMatchObject({ ok: true });
    const [pending] = await db.select().from(outbox).where(eq(outbox.id, mailIds.careerAck!));
    expect(pending?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(worker.wakeOutboxWorker).toHaveBeenCalledTimes(2);
  });

  it("retries through the form without JavaScript: the answer names the e-mail; a sent one is refused with the reason", async () => {
    const form = (id: string) => {
      const data = new FormData();
      data.set("id", id);
      data.set("description", "Acknowledgement to jo@example.com");
      return data;
    };
    expect(await retryOutboxMessageFormAction(initialEnquiryActionState, form(mailIds.contactAck!))).toMatchObject({
      status: "success",
      title: "E-mail queued again",
      message: "Acknowledgement to jo@example.com",
    });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, mailIds.contactAck!));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect(await retryOutboxMessageFormAction(initialEnquiryActionState, form(mailIds.contactNotice!))).toMatchObject({
      status: "error",
      message: "This e-mail has already been sent or no longer exists.",
    });
  });

  it("does not resend a sent message", async () => {
    expect(await retryOutboxMessageAction({ id: mailIds.contactNotice })).toMatchObject({
      ok: false,
      message: "This e-mail has already been sent or no longer exists.",
    });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, mailIds.contactNotice!));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(worker.wakeOutboxWorker).not.toHaveBeenCalled();
  });

  it("exports a CSV download: header row, one row per lead, newest first", async () => {
    const response = await exportRequest();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const rows = await csvRows(response);
    expect(rows[0]).toEqual([...leadCsvColumns]);
    expect(rows).toHaveLength(6);
    const col = (name: (typeof leadCsvColumns)[number]) => leadCsvColumns.indexOf(name);
    expect(rows.slice(1).map((r) => r[col("Type")])).toEqual(["contact", "chat", "career", "newsletter", "appraisal"]);
    // Sydney time: 00:05 UTC on 20 November is 11:05 in Sydney (UTC+11).
    expect(rows[1]?.[col("Received (Sydney time)")]).toBe("2026-11-20 11:05");
    expect(rows[1]?.[col("Mail")]).toBe(
      "agency-notification to hello@ironbark.example: sent\nacknowledgement to contact@example.com: failed (550 mailbox unavailable)",
    );
    expect(rows[2]?.[col("Handled at (Sydney time)")]).toBe(formatSydneyDateTime(minutes(6)));
    expect(rows[5]?.[col("Details")]).toBe("Seller quiz result: Ready");
    expect(rows.every((r) => r.length === leadCsvColumns.length)).toBe(true);
  });

  it("exports only the requested type, and refuses an unknown one", async () => {
    const rows = await csvRows(await exportRequest("?type=career"));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[leadCsvColumns.indexOf("Position")]).toBe("Sales Executive");

    const bad = await exportRequest("?type=spam");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Unknown lead type/);
  });

  it("keeps quotes, commas and line breaks inside a cell, and neutralises spreadsheet formulas", async () => {
    await db.delete(outbox);
    await db.delete(enquiries);
    const tricky = 'He said "hello", then\nleft; a, b\r\nc';
    await lead('=HYPERLINK("http://evil.example","x")', "contact", minutes(10), {
      message: tricky,
      phone: "+61412345678",
      address: "@SUM(1+1)",
      position: "-2+3",
      enquiryType: "\t=1+1",
      details: { note: "\r=cmd|' /C calc'!A0", plain: "fine" },
    });

    const rows = await csvRows(await exportRequest());
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    const col = (name: (typeof leadCsvColumns)[number]) => row[leadCsvColumns.indexOf(name)];
    expect(col("Message")).toBe(tricky);
    expect(col("Name")).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(col("Phone")).toBe("'+61412345678");
    expect(col("Address")).toBe("'@SUM(1+1)");
    expect(col("Position")).toBe("'-2+3");
    expect(col("Enquiry type")).toBe("'\t=1+1");
    // The details cell starts with its first key, so it is safe; a value inside it starts a later line.
    expect(col("Details")).toBe("note: \r=cmd|' /C calc'!A0\nplain: fine");
    // No cell of any row starts with a formula character.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("reads back 20 leads with multi-line chat transcripts, commas and quotes as exactly 20 rows, value for value", async () => {
    await db.delete(outbox);
    await db.delete(enquiries);
    const expected = new Map<string, { message: string; details: string }>();
    for (let n = 1; n <= 20; n += 1) {
      const transcript = [
        `Visitor: Hi, I'm "Sam ${n}", selling in Gregory Hills, NSW.`,
        "Assistant: Thanks! When are you hoping to sell?",
        "",
        `Visitor: Within 3-6 months, maybe sooner; "it depends", really.\r\nAnd a Windows line end.`,
      ].join("\n");
      const message = `Line one, with a comma\nLine "two"\rLine three`;
      await lead(`chat${n}`, "chat", minutes(100 + n), { message, details: { Intent: "Selling", Transcript: transcript } });
      expected.set(`chat${n}`, { message, details: `Intent: Selling\nTranscript: ${transcript}` });
    }

    const rows = await csvRows(await exportRequest());
    expect(rows).toHaveLength(21);
    expect(rows[0]).toEqual([...leadCsvColumns]);
    const col = (name: (typeof leadCsvColumns)[number]) => leadCsvColumns.indexOf(name);
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(leadCsvColumns.length);
      const want = expected.get(row[col("Name")]!);
      expect(want).toBeDefined();
      expect(row[col("Message")]).toBe(want!.message);
      expect(row[col("Details")]).toBe(want!.details);
      expected.delete(row[col("Name")]!);
    }
    expect(expected.size).toBe(0);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    current.admin = false;
    const response = await exportRequest();
    expect(response.status).toBe(403);
  });
});
