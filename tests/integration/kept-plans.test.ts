import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/connect";
import { keptPlan, keptPlanConnectionOptions, withKeptPlans, withKeptPlansOnServer } from "@/server/db/kept-plans";
import * as schema from "@/server/db/schema";
import { parseSearchQuery } from "@/lib/listings/search-query";
import { searchListings } from "@/server/listings/search/search-listings";
import { rowsOf, testDatabases } from "../support/databases";

interface PreparedStatement {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

/** The search's statement, asked for twice with places that differ only: one prepared statement, on its generic plan. */
async function expectTwoSearchesShareOneGenericPlan(db: Db, preparedWith: (text: string) => Promise<PreparedStatement[]>) {
  const search = (address: string) => searchListings(db, parseSearchQuery("buy", new URL(address, "http://localhost").searchParams));
  await search("/buy?beds=3&min=500000&location=gregory-hills");
  await search("/buy?beds=3&min=500000&location=oran-park");
  const [prepared, ...others] = await preparedWith("figure");
  expect(others).toEqual([]);
  expect(prepared).toMatchObject({ generic_plans: 2, custom_plans: 0 });
}

const embedded = testDatabases.find((target) => target.name === "pglite")!;

describe("plans kept by the embedded database for marked statements", () => {
  let database: Awaited<ReturnType<typeof embedded.create>>;
  let db: Db;
  beforeAll(async () => {
    database = await embedded.create();
    db = database.db;
  });
  afterAll(() => database.dispose());

  const rowsFrom = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const preparedWith = async (text: string) =>
    (await rowsFrom<PreparedStatement>(sql`select name, statement, generic_plans, custom_plans from pg_prepared_statements`)).filter(
      (row) => row.statement.includes(text),
    );

  it("prepares a marked statement once and runs it again with other values on its generic plan, never planning it again", async () => {
    const run = async (value: number) => rowsFrom<{ n: number }>(sql`select ${keptPlan} ${value}::int + 1 as n, 'twice-run' as tag`);
    expect(await run(1)).toEqual([{ n: 2, tag: "twice-run" }]);
    expect(await run(41)).toEqual([{ n: 42, tag: "twice-run" }]);
    const [prepared, ...others] = await preparedWith("'twice-run'");
    expect(others).toEqual([]);
    expect(prepared).toMatchObject({ generic_plans: 2, custom_plans: 0 });
  });

  it("leaves every unmarked statement unprepared", async () => {
    expect(await rowsFrom(sql`select ${5}::int as n, 'unmarked' as tag`)).toEqual([{ n: 5, tag: "unmarked" }]);
    expect(await preparedWith("'unmarked'")).toEqual([]);
  });

  it("hands a value over exactly, quotes, backslashes, dollars and all, and runs it as a value, never as SQL", async () => {
    for (const value of ["O'Brien", "a\\'b", "$1 $$ '' --", "'); drop table listings; --", ""]) {
      expect(await rowsFrom(sql`select ${keptPlan} ${value}::text as s, 'quoting' as tag`)).toEqual([{ s: value, tag: "quoting" }]);
    }
    expect(await rowsFrom(sql`select ${keptPlan} ${null}::text as s, ${true}::boolean as b, 'nulls' as tag`)).toEqual([
      { s: null, b: true, tag: "nulls" },
    ]);
    expect(await rowsFrom(sql`select count(*)::int as n from listings`)).toEqual([{ n: 0 }]);
  });

  it("runs a statement with a value it cannot write as a literal (a date) unprepared, and right", async () => {
    const at = new Date("2026-11-28T01:02:03.000Z");
    const [row] = await rowsFrom<{ at: string }>(sql`select ${keptPlan} ${at}::timestamptz as at, 'a-date' as tag`);
    expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
    expect(await preparedWith("'a-date'")).toEqual([]);
  });

  it("keeps at most its capacity of statements, dropping the least recently used, and prepares a dropped one again", async () => {
    const client = withKeptPlans((db as unknown as { $client: PGlite }).$client, { capacity: 2 });
    const run = async (tag: string) => (await client.query(`select /* plan kept */ $1::int as n, '${tag}' as tag`, [7])).rows;
    for (const tag of ["cap-a", "cap-b", "cap-c"]) expect(await run(tag)).toEqual([{ n: 7, tag }]);
    expect((await preparedWith("'cap-")).map((row) => row.statement.match(/cap-\w/)?.[0]).sort()).toEqual(["cap-b", "cap-c"]);
    expect(await run("cap-a")).toEqual([{ n: 7, tag: "cap-a" }]);
    expect((await preparedWith("'cap-")).map((row) => row.statement.match(/cap-\w/)?.[0]).sort()).toEqual(["cap-a", "cap-c"]);
  });

  it("opens without synchronised scans: a scan stopped early starts where the table starts, not where the last one stopped", async () => {
    expect(await rowsFrom(sql`show synchronize_seqscans`)).toEqual([{ synchronize_seqscans: "off" }]);
  });

  it("serves the listing search's statement: two searches that differ only in their places share one generic plan", async () => {
    await expectTwoSearchesShareOneGenericPlan(db, preparedWith);
  });

  it("writes in the prices the form offers, one statement each, and binds a typed price, one statement for all", async () => {
    const search = (address: string) => searchListings(db, parseSearchQuery("sold", new URL(address, "http://localhost").searchParams));
    const figures = async () => (await preparedWith("figure")).length;
    const before = await figures();
    await search("/sold?min=610000");
    await search("/sold?min=640000");
    expect(await figures()).toBe(before + 1);
    await search("/sold?min=500000");
    await search("/sold?min=900000");
    expect(await figures()).toBe(before + 3);
  });
});

const server = testDatabases.find((target) => target.name === "postgres");

describe.skipIf(!server)("plans kept by a PostgreSQL server for marked statements", () => {
  let database: Awaited<ReturnType<NonNullable<typeof server>["create"]>>;
  // One connection, so that pg_prepared_statements (a connection's own) shows what the marked statements left there.
  let pool: Pool;
  let db: Db;
  beforeAll(async () => {
    database = await server!.create();
    pool = new Pool({ connectionString: database.url, max: 1, options: keptPlanConnectionOptions });
    // As the app's pool does (src/server/db/connect.ts): a connection still closing when the test database is dropped
    // reports "terminating connection", which with no listener would be an unhandled error failing the whole run.
    pool.on("error", () => {});
    db = drizzle({ client: withKeptPlansOnServer(pool, { capacity: 2 }), schema }) as unknown as Db;
  });
  afterAll(async () => {
    await pool.end();
    await database.dispose();
  });

  const rowsFrom = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const preparedWith = async (text: string) =>
    (
      await pool.query<PreparedStatement>("select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements")
    ).rows.filter((row) => row.statement.includes(text));

  it("prepares a marked statement once on its connection and runs it again with other values on its generic plan", async () => {
    const run = async (value: number) => rowsFrom<{ n: number }>(sql`select ${keptPlan} ${value}::int + 1 as n, 'server-twice' as tag`);
    expect(await run(1)).toEqual([{ n: 2, tag: "server-twice" }]);
    expect(await run(41)).toEqual([{ n: 42, tag: "server-twice" }]);
    const [prepared, ...others] = await preparedWith("'server-twice'");
    expect(others).toEqual([]);
    expect(prepared).toMatchObject({ generic_plans: 2, custom_plans: 0 });
    // Every value a statement takes, dates included, is bound as node-postgres binds it.
    const at = new Date("2026-11-28T01:02:03.000Z");
    const [row] = await rowsFrom<{ at: string }>(sql`select ${keptPlan} ${at}::timestamptz as at, ${"O'Brien"}::text as s`);
    expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
  });

  it("leaves every unmarked statement unprepared", async () => {
    expect(await rowsFrom(sql`select ${5}::int as n, 'server-unmarked' as tag`)).toEqual([{ n: 5, tag: "server-unmarked" }]);
    expect(await preparedWith("'server-unmarked'")).toEqual([]);
  });

  it("keeps at most its capacity of statements per connection, deallocating the least recently used", async () => {
    const run = async (tag: string) => rowsFrom(sql`select ${keptPlan} ${7}::int as n, ${sql.raw(`'${tag}'`)} as tag`);
    for (const tag of ["cap-a", "cap-b", "cap-c"]) expect(await run(tag)).toEqual([{ n: 7, tag }]);
    const kept = async () => (await preparedWith("'cap-")).map((row) => row.statement.match(/cap-\w/)?.[0]).sort();
    expect(await kept()).toEqual(["cap-b", "cap-c"]);
    expect(await run("cap-a")).toEqual([{ n: 7, tag: "cap-a" }]);
    expect(await kept()).toEqual(["cap-a", "cap-c"]);
  });

  it("a marked statement that fails is an error, and the pool goes on with a new connection", async () => {
    await expect(rowsFrom(sql`select ${keptPlan} 1 / ${0}::int as n`)).rejects.toMatchObject({ cause: { code: "22012" } });
    expect(await rowsFrom(sql`select ${keptPlan} ${3}::int as n, 'after-error' as tag`)).toEqual([{ n: 3, tag: "after-error" }]);
  });

  it("serves the listing search's statement: two searches that differ only in their places share one generic plan", async () => {
    await expectTwoSearchesShareOneGenericPlan(db, preparedWith);
  });
});
