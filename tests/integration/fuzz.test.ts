import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { enquiries, outbox } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

/*
 * Random and hostile bodies against every public endpoint and server action: never a 500 (or a throw), never
 * a stored row unless the answer was success, never the hostile text reflected back.
 */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined, ip: "203.0.113.1" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": current.ip }) }));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.hoisted(() => {
  // Answers stream at once; the fuzz is about the edges, not the typing pace.
  process.env.CHAT_WORD_DELAY_MS = "0";
});

const enquiriesRoute = await import("@/app/api/enquiries/route");
const eventsRoute = await import("@/app/api/suburb-events/route");
const chatRoute = await import("@/app/api/chat/route");
const { submitEnquiryAction } = await import("@/server/leads/actions/submit-enquiry-action");
const { submitChatLeadAction } = await import("@/server/chat/actions/submit-chat-lead-action");
const { initialEnquiryActionState, enquiryFormKinds } = await import("@/lib/forms/action-state");

const marker = "<img src=x onerror=alert(1)>";
const hostile = fc.constantFrom(
  marker,
  "<script>alert(1)</script>",
  "'; drop table enquiries; --",
  "\u0000\u0001\u202e",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "a".repeat(5000),
  "😀".repeat(300),
  "__proto__",
  "constructor",
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 300 }), hostile);
const fieldValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(fc.string(), anyText, { maxKeys: 3 }),
);
const fieldNames = [
  "type",
  "name",
  "fullName",
  "email",
  "phone",
  "address",
  "position",
  "message",
  "enquiryType",
  "website",
  "details",
  "__proto__",
];
const leadLike = fc.record(
  Object.fromEntries(
    fieldNames.map((name) => [
      name,
      name === "type" ? fc.oneof(fc.constantFrom("appraisal", "career", "contact", "newsletter", "chat"), anyText) : fieldValue,
    ]),
  ),
  { requiredKeys: [] },
);
const anyBody = fc.oneof(
  leadLike.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  anyText,
  fc.constant(""),
  fc.constant("{"),
);

let ipCounter = 0;
function freshIp() {
  ipCounter += 1;
  current.ip = `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A filled honeypot is answered as success (so bots learn nothing) and stores nothing. */
function honeypotTripped(fields: unknown): boolean {
  if (typeof fields !== "object" || fields === null || !("website" in fields)) return false;
  const website = (fields as { website: unknown }).website;
  return website !== undefined && website !== null && !(typeof website === "string" && website.replaceAll("\u0000", "").trim() === "");
}

function parsedOrNull(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

type RowCounts = { leads: number; mail: number };

/** A stored submission: one more lead or, for the newsletter (double opt-in), only its confirmation e-mail so far. */
function expectStored(kind: unknown, before: RowCounts, after: RowCounts) {
  if (kind === "newsletter") expect(after).toEqual({ leads: before.leads, mail: before.mail + 1 });
  else expect(after.leads).toBe(before.leads + 1);
}

function post(url: string, body: string): Request {
  return new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body });
}

describe.each(testDatabases)("fuzzing the public endpoints on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;

  async function rowCounts() {
    const [leads] = await handle.db.select({ n: count() }).from(enquiries);
    const [mail] = await handle.db.select({ n: count() }).from(outbox);
    return { leads: leads!.n, mail: mail!.n };
  }

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
  });
  afterAll(() => handle.dispose());

  it("POST /api/enquiries: no 500, nothing stored unless 201, nothing reflected", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        freshIp();
        const before = await rowCounts();
        const response = await enquiriesRoute.POST(post("http://localhost/api/enquiries", body));
        const text = await response.text();
        expect([201, 400, 413]).toContain(response.status);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(text).not.toContain(marker);
        const after = await rowCounts();
        const parsed = parsedOrNull(body);
        if (response.status === 201 && !honeypotTripped(parsed)) expectStored((parsed as { type?: unknown }).type, before, after);
        else expect(after).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it("the enquiry server action: never throws, stores only on success, never reflects markup in its messages", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...enquiryFormKinds), anyText),
        fc.dictionary(fc.constantFrom(...fieldNames, "details.Quiz", "details.__proto__"), anyText, { maxKeys: 8 }),
        async (kind, fields) => {
          freshIp();
          const before = await rowCounts();
          const data = new FormData();
          for (const [name, value] of Object.entries(fields)) data.append(name, value);
          const state = await submitEnquiryAction(kind as (typeof enquiryFormKinds)[number], initialEnquiryActionState, data);
          expect(["success", "error"]).toContain(state.status);
          expect(state.message).not.toContain(marker);
          const after = await rowCounts();
          if (state.status === "success" && !honeypotTripped(fields)) expectStored(kind, before, after);
          else expect(after).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("the chat lead action: never throws, stores only on success", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (input) => {
        freshIp();
        const before = await rowCounts();
        const result = await submitChatLeadAction(input as Parameters<typeof submitChatLeadAction>[0]);
        expect(typeof result.ok).toBe("boolean");
        expect(result.message).not.toContain(marker);
        const after = await rowCounts();
        if (result.ok && !honeypotTripped(input)) expect(after.leads).toBe(before.leads + 1);
        else expect(after).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it("stores a valid lead whose text carries NUL characters, without them", async () => {
    freshIp();
    const body = JSON.stringify({
      type: "contact",
      name: "Nul\u0000 Person",
      email: "nul@example.com",
      phone: "0412345678",
      enquiryType: "general",
      message: "Hello\u0000 there, please call.",
    });
    const response = await enquiriesRoute.POST(post("http://localhost/api/enquiries", body));
    expect(response.status).toBe(201);
  });

  it("POST /api/suburb-events: no 500, nothing reflected", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyBody,
          fc.record({ suburb: anyText }).map((v) => JSON.stringify(v)),
        ),
        async (body) => {
          const response = await eventsRoute.POST(post("http://localhost/api/suburb-events", body));
          expect([200, 400, 413]).toContain(response.status);
          expect(await response.text()).not.toContain(marker);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("POST /api/chat: no 500, errors are JSON without the hostile text", async () => {
    const message = fc.record(
      { role: fc.oneof(fc.constantFrom("user", "assistant", "system"), anyText), content: fc.oneof(anyText, fc.integer()) },
      { requiredKeys: [] },
    );
    const chatBody = fc.oneof(
      anyBody,
      fc.record({ messages: fc.array(message, { maxLength: 4 }) }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(chatBody, async (body) => {
        freshIp();
        const response = await chatRoute.POST(post("http://localhost/api/chat", body));
        expect(response.status).toBeLessThan(500);
        const text = await response.text();
        if (response.status !== 200) expect(text).not.toContain(marker);
      }),
      { numRuns: 100 },
    );
  });
});
