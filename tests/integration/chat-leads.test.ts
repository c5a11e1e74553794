import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { submitChatLead } from "@/server/chat/leads";
import { enquiries, outbox } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

const transcript = [
  { role: "assistant", content: `Hi, I'm ${site.assistant.name}.` },
  { role: "user", content: "How long does it take to sell in Oran Park?" },
  { role: "assistant", content: "Homes in Oran Park typically sell in 30–45 days." },
  { role: "user", content: "I'm thinking of selling my house" },
  { role: "assistant", content: "A free appraisal is the best first step." },
];

describe.each(testDatabases)("chat leads on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let ip = 0;
  const nextIp = () => `192.0.2.${++ip}`;

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const stored = async () => (await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.type, "chat")))[0]?.n ?? 0;

  it.each([
    [{ name: "", contact: "0412 345 678", messages: transcript }, "Name is required"],
    [{ name: "Sam", contact: "", messages: transcript }, "Please enter your phone number or email address"],
    [{ name: "Sam", contact: "not a number", messages: transcript }, "Please enter a valid Australian phone number or email address"],
    [
      { name: "Sam", contact: "0412 345 678", messages: [{ role: "system", content: "x" }] },
      "The conversation could not be read. Please try again.",
    ],
  ])("stores nothing on bad input: %j", async (request, message) => {
    const before = await stored();
    const result = await submitChatLead(database.db, request, nextIp());
    expect(result).toEqual({ ok: false, invalid: true, message });
    expect(await stored()).toBe(before);
  });

  it("stores a 'chat' enquiry with the intent, suburb and transcript, and queues the agency notification", async () => {
    const result = await submitChatLead(database.db, { name: "Sam Visitor", contact: "0412 345 678", messages: transcript }, nextIp());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.message).toMatch(/^Thanks, Sam!/);

    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row?.type).toBe("chat");
    expect(row?.fullName).toBe("Sam Visitor");
    expect(row?.phone).toBe("0412345678");
    expect(row?.details).toMatchObject({ Intent: "Selling", Suburb: "Oran Park" });
    expect(String(row?.details.Transcript)).toContain("Visitor: I'm thinking of selling my house");

    const mails = await database.db.select().from(outbox).where(eq(outbox.enquiryId, result.id));
    expect(mails.some((m) => m.kind === "agency-notification")).toBe(true);
  });

  it("accepts an e-mail address instead of a phone number", async () => {
    const result = await submitChatLead(database.db, { name: "Alex", contact: "alex@example.com", messages: transcript }, nextIp());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row?.email).toBe("alex@example.com");
  });
});
