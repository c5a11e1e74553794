import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../src/server/db/connect";
import { enquiries, outbox } from "../../src/server/db/schema";
import { startAppServer, type AppServer } from "./support/app-server";
import { ports } from "./support/ports";

/*
 * POST /api/enquiries against the built site running as in production, on an instance of its own so the
 * rows can be counted in its data folder once it has stopped. No browser is involved.
 */
test.describe.configure({ mode: "serial" });

const port = ports.load;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-load-"));
let server: AppServer | undefined;

test.afterAll(async () => {
  await server?.stop();
});

function lead(index: number): Record<string, unknown> {
  const name = `Load Tester ${index}`;
  const email = `load.${index}@example.com`;
  switch (index % 3) {
    case 0:
      return { type: "appraisal", name, email, phone: "0412345678", address: `${index} Village Circuit, Gregory Hills` };
    case 1:
      return { type: "career", name, email, phone: "0412345678", position: "Sales Executive", message: `Application ${index}` };
    default:
      return {
        type: "contact",
        name,
        email,
        phone: "0412 345 678",
        enquiryType: "selling",
        message: `Selling Property: enquiry number ${index}`,
      };
  }
}

async function post(url: string, body: string, ip: string, contentType = "application/json"): Promise<{ status: number; error?: string }> {
  const response = await fetch(`${url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": contentType, "x-forwarded-for": ip },
    body,
  });
  const json = (await response.json().catch(() => ({}))) as { error?: string };
  return { status: response.status, error: json.error };
}

async function countRows(): Promise<{ enquiries: number; outbox: number; orphans: number }> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const [leads] = await handle.db.select({ n: count() }).from(enquiries);
    const [mail] = await handle.db.select({ n: count() }).from(outbox);
    // Every lead has its two messages (agency notification + acknowledgement).
    const perLead = await handle.db
      .select({ id: enquiries.id, n: count(outbox.id) })
      .from(enquiries)
      .leftJoin(outbox, eq(outbox.enquiryId, enquiries.id))
      .groupBy(enquiries.id);
    return { enquiries: leads!.n, outbox: mail!.n, orphans: perLead.filter((row) => row.n !== 2).length };
  } finally {
    await handle.close();
  }
}

test("200 concurrent valid leads are all stored; invalid bodies get 400 and store nothing", async () => {
  test.setTimeout(180_000);
  server = await startAppServer({ port, dataDir, env: { RATE_LIMIT_FORMS_MAX: "100000", SEED_ON_START: "false", SMTP_URL: "" } });

  const results = await Promise.all(Array.from({ length: 200 }, (_, i) => post(server!.url, JSON.stringify(lead(i)), "198.51.100.50")));
  expect(results.filter((r) => r.status !== 201)).toEqual([]);

  const megabyte = "x".repeat(1_000_000);
  const invalid: Array<[string, number, string | undefined, string?]> = [
    [
      JSON.stringify({ type: "appraisal", name: 42, email: "a@example.com", phone: "0412345678", address: "1 Main Street" }),
      400,
      undefined,
    ],
    [
      JSON.stringify({ type: "appraisal", name: "Jane", email: ["a@example.com"], phone: "0412345678", address: "1 Main Street" }),
      400,
      "Invalid email address",
    ],
    [JSON.stringify({ type: "appraisal", email: "a@example.com", phone: "0412345678", address: "1 Main Street" }), 400, "Name is required"],
    [
      JSON.stringify({ type: "contact", name: "Jane Citizen", email: "a@example.com", phone: "0412345678", enquiryType: "general" }),
      400,
      "Message must be at least 10 characters",
    ],
    [JSON.stringify({ type: "career", name: "Jane", email: "a@example.com", phone: "0412345678" }), 400, "Position is required"],
    [
      JSON.stringify({ type: "appraisal", name: megabyte, email: "a@example.com", phone: "0412345678", address: "1 Main Street" }),
      400,
      "Name must be less than 100 characters",
    ],
    [
      JSON.stringify({
        type: "contact",
        name: "Jane Citizen",
        email: "a@example.com",
        phone: "0412345678",
        enquiryType: "general",
        message: megabyte,
      }),
      400,
      "Message must be less than 1000 characters",
    ],
    [
      JSON.stringify({ type: "appraisal", name: "Jane", email: "a@example.com", phone: "0412345678", address: megabyte }),
      400,
      "Address must be less than 200 characters",
    ],
    ["{not json", 400, "Invalid JSON"],
    ["", 400, "Invalid JSON"],
    ["name=Jane&email=a%40example.com", 400, "Invalid JSON", "application/x-www-form-urlencoded"],
    [JSON.stringify([lead(1)]), 400, "Unknown enquiry type"],
    [JSON.stringify({ ...lead(2), type: "mortgage" }), 400, "Unknown enquiry type"],
  ];
  for (const [body, status, error, contentType] of invalid) {
    const result = await post(server.url, body, "198.51.100.51", contentType);
    expect(result.status, body.slice(0, 80)).toBe(status);
    if (error) expect(result.error).toBe(error);
    else expect(result.error?.length).toBeGreaterThan(0);
  }

  expect(await server.stop()).toBe(0);
  server = undefined;
  expect(await countRows()).toEqual({ enquiries: 200, outbox: 400, orphans: 0 });
});

test("under the default limit, the 11th rapid lead from one address gets 429 and is not stored", async () => {
  test.setTimeout(120_000);
  server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false", SMTP_URL: "" } });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await post(server.url, JSON.stringify(lead(3 * i + 1000)), "198.51.100.52")).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses[10]).toBe(429);
  // Another visitor is not affected.
  expect((await post(server.url, JSON.stringify(lead(2000)), "198.51.100.53")).status).toBe(201);

  expect(await server.stop()).toBe(0);
  server = undefined;
  expect(await countRows()).toEqual({ enquiries: 200 + 10 + 1, outbox: 2 * 211, orphans: 0 });
});
