import { and, count, eq } from "drizzle-orm";
import { initialAgency as agency } from "@/content/agency";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { enquiries, outbox } from "@/server/db/schema";
import type { EnquiryKind as EnquiryType } from "@/server/leads/submit-enquiry";
import { submitEnquiry, tooManySubmissionsMessage } from "@/server/leads/submit-enquiry";
import { testDatabases } from "../support/databases";

// The route handler reads the database and the client IP through these; the tests supply both.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, ip: "203.0.113.1" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": current.ip }) }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));

const { POST } = await import("@/app/api/enquiries/route");
const { submitEnquiryAction } = await import("@/server/leads/actions/submit-enquiry-action");
const { initialEnquiryActionState } = await import("@/lib/forms/action-state");

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** A listing enquiry needs a listing to be about: tests/integration/listing-enquiries.test.ts covers it. */
type FormKind = Exclude<EnquiryType, "listing">;

const valid = {
  appraisal: { fullName: "Jane Citizen", email: "jane@example.com", phone: "0412345678", address: "12 Village Circuit, Gregory Hills" },
  career: {
    fullName: "Sam Lee",
    email: "sam@example.com",
    phone: "+61298765432",
    position: "Sales Executive",
    message: "Five years in sales.",
  },
  contact: {
    fullName: "Alex Brown",
    email: "alex@example.com",
    phone: "(02) 5550 1234",
    enquiryType: "rental",
    message: "Please manage our investment unit.",
  },
  newsletter: { email: "reader@example.com" },
  chat: { fullName: "Kim", phone: "0412345678", message: "Wants help with: Selling" },
} satisfies Record<FormKind, Record<string, string>>;

/** A newsletter sign-up is no lead until it is confirmed (double opt-in): its own test below, and newsletter-consent.test.ts. */
const expectedMail: Record<Exclude<FormKind, "newsletter">, string[]> = {
  appraisal: ["acknowledgement", "agency-notification"],
  career: ["acknowledgement", "agency-notification"],
  contact: ["acknowledgement", "agency-notification"],
  // A chat lead with only a phone number: the agency hears about it, there is no address to acknowledge.
  chat: ["agency-notification"],
};

const long = (n: number) => "a".repeat(n);
const megabyte = long(1_000_000);
// A well-formed address of 260 characters.
const longEmail = `${long(64)}@${long(63)}.${long(63)}.${long(63)}.com`;

/** One rule broken at a time; the message is the spec's (section 5). */
const badInputs: Array<[FormKind, Record<string, unknown>, string]> = [
  ["appraisal", { fullName: "" }, "Name is required"],
  ["appraisal", { fullName: "   " }, "Name is required"],
  ["appraisal", { fullName: long(101) }, "Name must be less than 100 characters"],
  ["appraisal", { fullName: megabyte }, "Name must be less than 100 characters"],
  ["appraisal", { email: "not-an-email" }, "Invalid email address"],
  ["appraisal", { email: longEmail }, "Email must be less than 255 characters"],
  ["appraisal", { phone: "12345" }, "Invalid Australian phone number"],
  ["appraisal", { phone: "0512345678" }, "Invalid Australian phone number"],
  ["appraisal", { phone: "+6141234567" }, "Invalid Australian phone number"],
  ["appraisal", { phone: "0412.345.678" }, "Invalid Australian phone number"],
  ["appraisal", { phone: "0412 345 67" }, "Invalid Australian phone number"],
  ["appraisal", { address: "abc" }, "Address must be at least 5 characters"],
  ["appraisal", { address: long(201) }, "Address must be less than 200 characters"],
  ["appraisal", { address: megabyte }, "Address must be less than 200 characters"],
  ["career", { fullName: "" }, "Name is required"],
  ["career", { phone: "0112345678" }, "Invalid Australian phone number"],
  ["career", { phone: "(05) 5550 4821" }, "Invalid Australian phone number"],
  ["career", { phone: "0412a345678" }, "Invalid Australian phone number"],
  ["career", { position: "" }, "Position is required"],
  ["career", { position: long(101) }, "Position must be less than 100 characters"],
  ["career", { message: long(1001) }, "Message must be less than 1000 characters"],
  ["contact", { fullName: "J" }, "Name must be at least 2 characters"],
  ["contact", { fullName: long(101) }, "Name must be less than 100 characters"],
  ["contact", { email: "alex@" }, "Invalid email address"],
  ["contact", { phone: "12345" }, "Phone number must be at least 10 digits"],
  ["contact", { phone: "1234567890123456" }, "Phone number must be less than 15 digits"],
  ["contact", { phone: "0412-abc-5678" }, "Invalid phone number format"],
  ["contact", { enquiryType: "" }, "Please select an enquiry type"],
  ["contact", { message: "Too short" }, "Message must be at least 10 characters"],
  ["contact", { message: long(1001) }, "Message must be less than 1000 characters"],
  ["contact", { message: megabyte }, "Message must be less than 1000 characters"],
  ["newsletter", { email: "nope" }, "Invalid email address"],
];

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

function jsonRequest(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/enquiries", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

describe.each(testDatabases)("enquiries on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;

  beforeAll(async () => {
    database = await target.create();
    current.db = database.db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  async function counts() {
    const [e] = await database.db.select({ n: count() }).from(enquiries);
    const [o] = await database.db.select({ n: count() }).from(outbox);
    return { enquiries: e?.n ?? 0, outbox: o?.n ?? 0 };
  }

  it.each(Object.keys(expectedMail) as (keyof typeof expectedMail)[])("stores a valid %s submission with its mail", async (kind) => {
    const result = await submitEnquiry(database.db, { kind, fields: valid[kind], ip: nextIp() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const rows = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.type).toBe(kind);
    expect(rows[0]?.status).toBe("new");
    const mail = await database.db.select().from(outbox).where(eq(outbox.enquiryId, result.id));
    expect(mail.map((m) => m.kind).sort()).toEqual(expectedMail[kind]);
    expect(mail.every((m) => m.status === "pending" && m.attempts === 0)).toBe(true);

    const notification = mail.find((m) => m.kind === "agency-notification");
    if (notification) {
      expect(notification.to).toBe(agency.email);
      const fields: Record<string, string> = valid[kind];
      for (const value of Object.values(fields)) {
        if (value !== "rental") expect(notification.text).toContain(value);
      }
      expect(notification.replyTo).toBe(fields.email ?? null);
    }
  });

  it("stores no lead for a newsletter sign-up, only the e-mail asking to confirm it", async () => {
    const before = await counts();
    const result = await submitEnquiry(database.db, { kind: "newsletter", fields: { email: "Confirm.Me@example.com" }, ip: nextIp() });
    expect(result.ok).toBe(true);
    expect(await counts()).toEqual({ enquiries: before.enquiries, outbox: before.outbox + 1 });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "confirm.me@example.com"));
    expect(mail).toMatchObject({ kind: "newsletter-confirmation", enquiryId: null, status: "pending" });
    expect(mail?.text).toMatch(/\/alerts\/confirm\?token=[A-Za-z0-9_-]{43}/);
  });

  it("stores the contact enquiry type and names it in the notification", async () => {
    const result = await submitEnquiry(database.db, { kind: "contact", fields: valid.contact, ip: nextIp() });
    if (!result.ok) throw new Error(result.message);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row).toMatchObject({
      fullName: "Alex Brown",
      email: "alex@example.com",
      enquiryType: "rental",
      message: "Please manage our investment unit.",
    });
    const [notification] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "agency-notification"), eq(outbox.enquiryId, result.id)));
    expect(notification?.text).toContain("Enquiry type: Property Management");
  });

  it("keeps quiz answers with the lead and shows them to the agency", async () => {
    const details = {
      "Reason for selling": "Yes, I have a specific reason",
      Timeline: "Ready to sell now",
      Result: "You're ready to take the next step!",
    };
    const result = await submitEnquiry(database.db, { kind: "appraisal", fields: valid.appraisal, ip: nextIp(), details });
    if (!result.ok) throw new Error(result.message);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row?.details).toEqual(details);
    const mail = await database.db.select().from(outbox).where(eq(outbox.enquiryId, result.id));
    const notification = mail.find((m) => m.kind === "agency-notification");
    expect(notification?.text).toContain("Timeline: Ready to sell now");
    expect(notification?.html).toContain("You&#39;re ready to take the next step!");
  });

  it.each([
    ["not a record", "quiz answers"],
    ["a number value", { Timeline: 3 }],
    ["too many entries", Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, "x"]))],
    ["an over-long key", { [long(101)]: "x" }],
  ])("refuses details that are %s", async (_label, details) => {
    const before = await counts();
    const result = await submitEnquiry(database.db, { kind: "appraisal", fields: valid.appraisal, ip: nextIp(), details });
    expect(result).toEqual({ ok: false, status: 400, message: "Invalid details" });
    expect(await counts()).toEqual(before);
  });

  it.each(badInputs)("refuses %s %j with the spec's message", async (kind, patch, message) => {
    const before = await counts();
    const result = await submitEnquiry(database.db, { kind, fields: { ...valid[kind], ...patch }, ip: nextIp() });
    expect(result).toEqual({ ok: false, status: 400, message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["null fields", "appraisal", null],
    ["a string", "contact", "fullName=Jane"],
    ["an array", "career", [valid.career]],
    ["a number for the name", "appraisal", { ...valid.appraisal, fullName: 42 }],
    ["an object for the email", "contact", { ...valid.contact, email: { $ne: "" } }],
    ["an array for the phone", "career", { ...valid.career, phone: ["0412345678"] }],
    ["a missing address", "appraisal", { fullName: "Jane Citizen", email: "jane@example.com", phone: "0412345678" }],
    ["a missing message", "contact", { ...valid.contact, message: undefined }],
  ] as const)("refuses %s", async (_label, kind, fields) => {
    const before = await counts();
    const result = await submitEnquiry(database.db, { kind, fields, ip: nextIp() });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.message.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it("pretends to accept a filled honeypot but stores nothing", async () => {
    const before = await counts();
    const result = await submitEnquiry(database.db, {
      kind: "contact",
      fields: { ...valid.contact, website: "http://spam.example" },
      ip: nextIp(),
    });
    expect(result.ok).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("refuses the 11th submission of a form from one IP within the window, and stores none of the refused", async () => {
    const ip = nextIp();
    const email = "busy@example.com";
    for (let i = 0; i < 10; i++) {
      const result = await submitEnquiry(database.db, { kind: "contact", fields: { ...valid.contact, email }, ip });
      expect(result.ok).toBe(true);
    }
    const eleventh = await submitEnquiry(database.db, { kind: "contact", fields: { ...valid.contact, email }, ip });
    expect(eleventh).toMatchObject({ ok: false, status: 429, message: tooManySubmissionsMessage(agency.phone) });
    expect(tooManySubmissionsMessage(agency.phone)).toBe(
      "Too many submissions. Please wait a few minutes and try again, or call us on (02) 5550 4821.",
    );
    const [stored] = await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, email));
    expect(stored?.n).toBe(10);

    // The limit is per form: the same visitor may still subscribe to the newsletter.
    expect((await submitEnquiry(database.db, { kind: "newsletter", fields: { email }, ip })).ok).toBe(true);
  });

  it("does not count invalid submissions toward the limit: ten typos, then the visitor's valid one is accepted", async () => {
    const ip = nextIp();
    const email = "typo-prone@example.com";
    for (let i = 0; i < 10; i++) {
      const typo = await submitEnquiry(database.db, { kind: "contact", fields: { ...valid.contact, email, phone: "04123" }, ip });
      expect(typo).toMatchObject({ ok: false, status: 400 });
    }
    for (let i = 0; i < 10; i++)
      expect((await submitEnquiry(database.db, { kind: "contact", fields: { ...valid.contact, email }, ip })).ok).toBe(true);
    // Accepted ones still meet the normal limit.
    expect(await submitEnquiry(database.db, { kind: "contact", fields: { ...valid.contact, email }, ip })).toMatchObject({
      ok: false,
      status: 429,
    });
    const [stored] = await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.email, email));
    expect(stored?.n).toBe(10);
  });

  it("stops a flood of invalid posts at five times the limit with 429, valid ones included, storing nothing", async () => {
    const ip = nextIp();
    const before = await counts();
    for (let i = 0; i < 50; i++) {
      expect(await submitEnquiry(database.db, { kind: "appraisal", fields: { fullName: "x" }, ip })).toMatchObject({
        ok: false,
        status: 400,
      });
    }
    const flooded = await submitEnquiry(database.db, { kind: "appraisal", fields: { fullName: "x" }, ip });
    expect(flooded).toMatchObject({ ok: false, status: 429, message: tooManySubmissionsMessage(agency.phone) });
    expect(flooded.ok ? 0 : flooded.retryAfterSeconds).toBeGreaterThan(0);
    expect(await submitEnquiry(database.db, { kind: "appraisal", fields: valid.appraisal, ip })).toMatchObject({ ok: false, status: 429 });
    expect(await counts()).toEqual(before);
    // The cap is per form, like the limit.
    expect((await submitEnquiry(database.db, { kind: "newsletter", fields: { email: "flood@example.com" }, ip })).ok).toBe(true);
  });

  describe("submitEnquiryAction (forms, with or without JavaScript)", () => {
    it("answers with the spec's success texts and clears the values", async () => {
      const cases = [
        ["appraisal", valid.appraisal, "Thank you for reaching out", "We'll be in touch soon to discuss your property."],
        ["career", valid.career, "Application Submitted", "Thank you for your interest in joining the agency. We'll be in touch soon!"],
        ["contact", valid.contact, "Message Sent!", "We'll get back to you as soon as possible."],
        ["newsletter", valid.newsletter, "Subscribed!", "Please confirm from the e-mail we've just sent you."],
      ] as const;
      for (const [kind, fields, title, message] of cases) {
        current.ip = nextIp();
        // Next adds `$ACTION_…` fields to progressively enhanced forms; they are not form data.
        const data = formData({ ...fields, website: "", $ACTION_ID_abc: "" });
        const state = await submitEnquiryAction(kind, initialEnquiryActionState, data);
        expect(state).toEqual({ status: "success", title, message, values: {} });
      }
    });

    it("keeps the entered values and shows 'Invalid Input' with the first message", async () => {
      current.ip = nextIp();
      const before = await counts();
      const fields = { ...valid.appraisal, phone: "555", address: "x" };
      const state = await submitEnquiryAction("appraisal", initialEnquiryActionState, formData({ ...fields, website: "" }));
      expect(state).toEqual({ status: "error", title: "Invalid Input", message: "Invalid Australian phone number", values: fields });
      expect(await counts()).toEqual(before);
    });

    it("stores quiz answers sent as details.* fields", async () => {
      current.ip = nextIp();
      const data = formData({
        ...valid.appraisal,
        email: "quiz.taker@example.com",
        "details.Timeline": "Within 3-6 months",
        "details.Result": "You're on the right track!",
      });
      expect((await submitEnquiryAction("appraisal", initialEnquiryActionState, data)).status).toBe("success");
      const [row] = await database.db.select().from(enquiries).where(eq(enquiries.email, "quiz.taker@example.com"));
      expect(row?.details).toEqual({ Timeline: "Within 3-6 months", Result: "You're on the right track!" });
    });

    it.each([
      ["appraisal", "0412 345 678", "0412345678"],
      ["career", "(02) 5550 4821", "0255504821"],
    ] as const)("accepts the %s form's phone written %j, and stores and e-mails it as %j", async (kind, phone, stored) => {
      current.ip = nextIp();
      const email = `${kind}.spaced.phone@example.com`;
      const state = await submitEnquiryAction(kind, initialEnquiryActionState, formData({ ...valid[kind], email, phone, website: "" }));
      expect(state.status).toBe("success");
      const [row] = await database.db.select().from(enquiries).where(eq(enquiries.email, email));
      expect(row?.phone).toBe(stored);
      const [notification] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "agency-notification"), eq(outbox.enquiryId, row!.id)));
      expect(notification?.text).toContain(`Phone: ${stored}`);
    });

    it("answers the form's failure text when the lead cannot be stored", async () => {
      current.ip = nextIp();
      const saved = current.db;
      current.db = undefined;
      try {
        const state = await submitEnquiryAction("career", initialEnquiryActionState, formData(valid.career));
        expect(state).toEqual({
          status: "error",
          title: "Error",
          message: "Failed to submit your application. Please try again or email us directly.",
          values: valid.career,
        });
      } finally {
        current.db = saved;
      }
    });
  });

  describe("POST /api/enquiries", () => {
    it("accepts the spec's appraisal payload", async () => {
      current.ip = nextIp();
      const { name, ...rest } = {
        name: "Jane Citizen",
        email: "jane@example.com",
        phone: "0412345678",
        address: "12 Village Circuit, Gregory Hills",
      };
      const response = await POST(jsonRequest(JSON.stringify({ type: "appraisal", name, ...rest })));
      expect(response.status).toBe(201);
      const body = (await response.json()) as { ok: boolean; id: string };
      expect(body.ok).toBe(true);
      const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, body.id));
      expect(row).toMatchObject({ type: "appraisal", fullName: name, address: rest.address });
    });

    it("accepts the spec's career payload, with and without a message", async () => {
      current.ip = nextIp();
      const payload = { type: "career", name: "Sam Lee", email: "sam@example.com", phone: "0412345678", position: "Office Manager" };
      expect((await POST(jsonRequest(JSON.stringify({ ...payload, message: "Hello" })))).status).toBe(201);
      expect((await POST(jsonRequest(JSON.stringify(payload)))).status).toBe(201);
    });

    it("reads the enquiry type joined before a contact message, or given on its own", async () => {
      current.ip = nextIp();
      const base = { type: "contact", name: "Alex Brown", email: "alex@example.com", phone: "0412 345 678" };
      const joined = await POST(
        jsonRequest(JSON.stringify({ ...base, message: "Selling Property: I would like to sell my house in June." })),
      );
      expect(joined.status).toBe(201);
      const { id } = (await joined.json()) as { id: string };
      const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(row).toMatchObject({ enquiryType: "selling", message: "I would like to sell my house in June." });

      const explicit = await POST(
        jsonRequest(JSON.stringify({ ...base, enquiryType: "general", message: "Do you have office hours on Sunday?" })),
      );
      expect(explicit.status).toBe(201);
      const explicitId = ((await explicit.json()) as { id: string }).id;
      const [second] = await database.db.select().from(enquiries).where(eq(enquiries.id, explicitId));
      expect(second).toMatchObject({ enquiryType: "general", message: "Do you have office hours on Sunday?" });

      const untyped = await POST(jsonRequest(JSON.stringify({ ...base, message: "Just a message without a type" })));
      expect(untyped.status).toBe(400);
      expect(await untyped.json()).toEqual({ error: "Please select an enquiry type" });
    });

    it("accepts the newsletter payload", async () => {
      current.ip = nextIp();
      const response = await POST(jsonRequest(JSON.stringify({ type: "newsletter", email: "news@example.com" })));
      expect(response.status).toBe(201);
    });

    it("answers errors as { error } without storing anything", async () => {
      current.ip = nextIp();
      const before = await counts();
      const cases: Array<[Request, number, string]> = [
        [jsonRequest("{not json"), 400, "Invalid JSON"],
        [jsonRequest(""), 400, "Invalid JSON"],
        [jsonRequest(JSON.stringify({ type: "mortgage", email: "a@example.com" })), 400, "Unknown enquiry type"],
        [jsonRequest(JSON.stringify([1, 2])), 400, "Unknown enquiry type"],
        [
          jsonRequest(JSON.stringify({ type: "appraisal", name: 42, email: "a@example.com", phone: "0412345678", address: "1 Main St" })),
          400,
          "",
        ],
        [
          jsonRequest(JSON.stringify({ type: "appraisal", name: "Jane", email: "a@example.com", phone: "123", address: "1 Main St" })),
          400,
          "Invalid Australian phone number",
        ],
        [
          jsonRequest(
            JSON.stringify({
              type: "contact",
              name: "Jane",
              email: "a@example.com",
              phone: "0412345678",
              enquiryType: "general",
              message: long(1_000_000),
            }),
          ),
          400,
          "Message must be less than 1000 characters",
        ],
        [
          jsonRequest(
            JSON.stringify({ type: "contact", name: "Jane", email: "a@example.com", phone: "0412345678", message: long(3_000_000) }),
          ),
          413,
          "Request body too large",
        ],
        [jsonRequest("{}", { "content-length": String(10_000_000) }), 413, "Request body too large"],
      ];
      for (const [request, status, error] of cases) {
        const response = await POST(request);
        expect(response.status).toBe(status);
        const body = (await response.json()) as { error: string };
        if (error) expect(body.error).toBe(error);
        else expect(body.error.length).toBeGreaterThan(0);
      }
      expect(await counts()).toEqual(before);
    });

    it("stops reading a streamed body past the cap", async () => {
      current.ip = nextIp();
      let pulled = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > 1000) controller.close();
          else controller.enqueue(new Uint8Array(16 * 1024).fill(32));
        },
      });
      const request = new Request("http://localhost/api/enquiries", { method: "POST", body: stream, duplex: "half" } as RequestInit);
      const response = await POST(request);
      expect(response.status).toBe(413);
      // 16 MB offered, reading stopped just past the 2 MB cap.
      expect(pulled).toBeLessThan(140);
    });

    it("answers 429 with Retry-After once the visitor's limit is reached", async () => {
      current.ip = nextIp();
      const body = JSON.stringify({ type: "newsletter", email: "again@example.com" });
      for (let i = 0; i < 10; i++) expect((await POST(jsonRequest(body))).status).toBe(201);
      const refused = await POST(jsonRequest(body));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: tooManySubmissionsMessage(agency.phone) });
    });
  });
});
