import { asc, eq } from "drizzle-orm";
import { initialAgency as agency } from "@/content/agency";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "@/server/db/schema";
import { deliverDueMail, maxAttempts, retryOutboxMessage, type MailTransport } from "@/server/email/outbox";
import { createMailTransport, openRoundMailTransport } from "@/server/email/transport";
import { submitEnquiry } from "@/server/leads/submit-enquiry";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";

const contactLead = {
  fullName: "Priya Natarajan",
  email: "priya.natarajan@example.com",
  phone: "0412 345 678",
  enquiryType: "selling",
  message: "We are thinking of selling our <b>four-bedroom</b> home next spring.",
};

const appraisalLead = {
  fullName: "Tom Okafor",
  email: "tom.okafor@example.com",
  phone: "0298765432",
  address: "7 Ridgeline Drive, Oran Park",
};

describe.each(testDatabases)("outbox delivery over SMTP on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let smtp: FakeSmtpServer;
  let transport: MailTransport;

  beforeAll(async () => {
    database = await target.create();
    smtp = await startFakeSmtpServer();
    transport = createMailTransport(smtp.url);
  });
  afterAll(async () => {
    await smtp?.stop();
    await database?.dispose();
  });

  it("delivers the agency notification and the acknowledgement with the lead's fields", async () => {
    const now = new Date("2026-06-01T09:00:00Z");
    const submitted = await submitEnquiry(database.db, { kind: "contact", fields: contactLead, ip: "192.0.2.10" }, { now });
    expect(submitted.ok).toBe(true);

    const report = await deliverDueMail(database.db, transport, now);
    expect(report).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(2);

    const toAgency = smtp.messages.find((m) => m.to.includes(agency.email));
    const acknowledgement = smtp.messages.find((m) => m.to.includes(contactLead.email));
    expect(toAgency).toBeDefined();
    expect(acknowledgement).toBeDefined();
    expect(toAgency?.from).toBe(agency.email);
    expect(toAgency?.raw).toMatch(new RegExp(`^Reply-To: ${contactLead.email}`, "mi"));
    for (const text of [contactLead.fullName, contactLead.email, contactLead.phone, "Selling Property", "four-bedroom"]) {
      expect(toAgency?.raw).toContain(text);
    }
    // The visitor's markup is escaped in the HTML part.
    expect(toAgency?.raw).toContain("&#60;b&#62;four-bedroom&#60;/b&#62;");
    expect(toAgency?.raw).not.toContain("<b>four-bedroom</b></td>");
    expect(acknowledgement?.raw).toContain("Hi Priya Natarajan,");

    const rows = await database.db.select().from(outbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.sentAt !== null)).toBe(true);
    // Each message carries its own Message-ID, made from its outbox row, so a copy sent twice is recognisable.
    for (const row of rows) {
      const message = smtp.messages.find((m) => m.to.includes(row.to));
      expect(message?.raw).toMatch(new RegExp(`Message-ID: <${row.id}@ironbark\\.example>`, "i"));
    }
  });

  it("keeps mail pending while the SMTP server is down, then delivers it exactly once", async () => {
    smtp.messages.length = 0;
    await smtp.stop();

    const failedAt = new Date("2026-06-01T10:00:00Z");
    const submitted = await submitEnquiry(database.db, { kind: "appraisal", fields: appraisalLead, ip: "192.0.2.11" }, { now: failedAt });
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;

    const down = await deliverDueMail(database.db, transport, failedAt);
    expect(down).toEqual({ claimed: 2, sent: 0, retrying: 2, failed: 0 });
    const pending = await database.db.select().from(outbox).where(eq(outbox.enquiryId, submitted.id));
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(failedAt.getTime());
    }

    await smtp.start();
    // Still inside the backoff: nothing is due.
    expect((await deliverDueMail(database.db, transport, new Date(failedAt.getTime() + 10_000))).claimed).toBe(0);

    const later = new Date(failedAt.getTime() + 10 * 60_000);
    const [first, second] = await Promise.all([
      deliverDueMail(database.db, transport, later),
      deliverDueMail(database.db, transport, later),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(2);
    expect((first?.claimed ?? 0) + (second?.claimed ?? 0)).toBe(2);
    expect((await deliverDueMail(database.db, transport, new Date(later.getTime() + 60 * 60_000))).claimed).toBe(0);

    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.to.includes(agency.email))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes(appraisalLead.email))).toHaveLength(1);
    expect(smtp.messages.find((m) => m.to.includes(agency.email))?.raw).toContain(appraisalLead.address);

    const delivered = await database.db.select().from(outbox).where(eq(outbox.enquiryId, submitted.id));
    expect(delivered.map((r) => [r.status, r.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("a delivery round's messages share one SMTP connection, closed when the round ends", async () => {
    smtp.messages.length = 0;
    const opened = smtp.connections.opened;
    const now = new Date("2026-06-01T13:00:00Z");
    for (const [index, name] of ["Ana Lopez", "Ben Hart", "Cleo Park"].entries()) {
      const email = `${name.split(" ")[0]!.toLowerCase()}@example.com`;
      const submitted = await submitEnquiry(
        database.db,
        { kind: "contact", fields: { ...contactLead, fullName: name, email }, ip: `192.0.2.${30 + index}` },
        { now },
      );
      expect(submitted.ok).toBe(true);
    }

    const round = openRoundMailTransport(smtp.url);
    if (!round) throw new Error("a URL was given");
    try {
      expect(await deliverDueMail(database.db, round, now)).toEqual({ claimed: 6, sent: 6, retrying: 0, failed: 0 });
    } finally {
      round.close();
    }
    expect(smtp.messages).toHaveLength(6);
    expect(smtp.connections.opened - opened).toBe(1);
    await expect.poll(() => smtp.connections.open).toBe(0);
    expect(openRoundMailTransport("")).toBeNull();
  });

  it("gives up after the last attempt with the error kept, and the admin can retry", async () => {
    const broken: MailTransport = { sendMail: () => Promise.reject(new Error("550 mailbox unavailable")) };
    const start = new Date("2026-06-02T09:00:00Z");
    const submitted = await submitEnquiry(
      database.db,
      { kind: "newsletter", fields: { email: "sam@example.com" }, ip: "192.0.2.12" },
      { now: start },
    );
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;

    let now = start;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const report = await deliverDueMail(database.db, broken, now);
      expect(report.claimed).toBe(1);
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    // The sign-up's only mail: the confirmation (no lead yet, so it is found by its address).
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "sam@example.com")).orderBy(asc(outbox.createdAt));
    if (!row) throw new Error("the confirmation mail was not queued");
    expect(row).toMatchObject({
      status: "failed",
      attempts: maxAttempts,
      lastError: "550 mailbox unavailable",
      kind: "newsletter-confirmation",
    });
    expect((await deliverDueMail(database.db, broken, now)).claimed).toBe(0);

    expect(await retryOutboxMessage(database.db, row.id, now)).toBe(true);
    const report = await deliverDueMail(database.db, transport, now);
    expect(report).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(await retryOutboxMessage(database.db, row.id, now)).toBe(false);
  });
});
