import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { feedSources, rateLimits } from "@/server/db/schema";
import { maxFeedFileBytes, sha256Hex } from "@/server/listings/feed-files";
import { applyNextFeedFile } from "@/server/listings/feed-job";
import { testDatabases } from "../support/databases";

const envToken = "env-feed-token-0123456789";
// The routes read the environment at import: the token is declared before anything loads.
const current = vi.hoisted(() => {
  process.env.LISTINGS_FEED_TOKEN = "env-feed-token-0123456789";
  return { db: undefined as Db | undefined };
});
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("@/server/http/client-ip", () => ({ getClientIp: async () => "203.0.113.9" }));

const { POST } = await import("@/app/api/feeds/reaxml/route");
const { GET } = await import("@/app/api/feeds/reaxml/[id]/route");

const residential = readFileSync(path.join(import.meta.dirname, "../fixtures/reaxml/kinds/residential.xml"));

function post(body: BodyInit | null, headers: Record<string, string>): Promise<Response> {
  return POST(new Request("http://localhost/api/feeds/reaxml?filename=IRBGRH_20261120.xml", { method: "POST", body, headers }));
}

function get(id: string, token: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/feeds/reaxml/${id}`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ id }),
  });
}

describe.each(testDatabases)("POST /api/feeds/reaxml on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  beforeAll(async () => {
    database = await target.create();
    current.db = database.db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate properties, listings, listing_media, listing_inspections, listing_agents, listing_events, feed_file_entries, feed_files, feed_sources, rate_limits cascade`,
    );
  });

  it("refuses a request without a valid token with 401, before reading it", async () => {
    expect((await post(residential, { "content-type": "application/xml" })).status).toBe(401);
    const wrong = await post(residential, { "content-type": "application/xml", authorization: "Bearer not-the-token-at-all-000" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "A valid feed token is required." });
    expect(await database.db.select().from(feedSources)).toHaveLength(0);
  });

  it("answers 202 with the file's id, applies it in the background, and reports it to the same source", async () => {
    const response = await post(residential, { "content-type": "application/xml", authorization: `Bearer ${envToken}` });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: string; status: string };
    expect(body).toEqual({ id: expect.any(String), status: "received" });
    expect(await (await get(body.id, envToken)).json()).toEqual({ id: body.id, status: "received", listings: 0, diagnostics: [] });

    expect(await applyNextFeedFile(database.db, "test-worker")).toBe(true);
    expect(await (await get(body.id, envToken)).json()).toEqual({ id: body.id, status: "applied", listings: 1, diagnostics: [] });

    // The environment's source is a row holding only the token's hash.
    const [source] = await database.db.select().from(feedSources);
    expect(source).toMatchObject({ fromEnv: true, tokenHash: sha256Hex(envToken) });
    expect(JSON.stringify(source)).not.toContain(envToken);

    // Replayed: the same file, already applied.
    const replay = await post(residential, { "content-type": "text/xml", authorization: `Bearer ${envToken}` });
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ id: body.id, status: "applied" });

    // Another source cannot read this source's files.
    await database.db.insert(feedSources).values({ name: "Other CRM", tokenHash: sha256Hex("other-source-token-0123") });
    expect((await get(body.id, "other-source-token-0123")).status).toBe(404);
    expect((await get("not-an-id", envToken)).status).toBe(404);
    expect((await get(body.id, "wrong-token-0123456789")).status).toBe(401);
  });

  it("reports a malformed file as failed with its reason", async () => {
    const response = await post("<propertyList><residential", { "content-type": "application/xml", authorization: `Bearer ${envToken}` });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await applyNextFeedFile(database.db, "test-worker");
    const report = (await (await get(id, envToken)).json()) as { status: string; listings: number; diagnostics: { code: string }[] };
    expect(report).toMatchObject({
      status: "failed",
      listings: 0,
      diagnostics: [{ code: "xml-malformed", severity: "error", listing: null }],
    });
  });

  it("answers 415 to another type, and 413 past 50 MB or a zip past its caps", async () => {
    const auth = { authorization: `Bearer ${envToken}` };
    const plain = await post("hello", { ...auth, "content-type": "text/plain" });
    expect(plain.status).toBe(415);
    const big = await post(new Uint8Array(maxFeedFileBytes + 1), { ...auth, "content-type": "application/xml" });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "The file is larger than 50 MB." });
    const many = zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}.jpg`, new Uint8Array([1])])));
    const zipped = await post(many, { ...auth, "content-type": "application/zip" });
    expect(zipped.status).toBe(413);
    expect(await zipped.json()).toEqual({ error: "The zip holds more than 1000 entries." });
  });

  it("answers 429 past 120 requests a minute from one address, before checking the token", async () => {
    await database.db.insert(rateLimits).values({ key: "feeds:reaxml:203.0.113.9", count: 120, resetAt: new Date(Date.now() + 60_000) });
    const response = await post(residential, { "content-type": "application/xml", authorization: `Bearer ${envToken}` });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await database.db.select().from(feedSources)).toHaveLength(0);
  });
});
