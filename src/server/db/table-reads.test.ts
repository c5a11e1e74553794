import { describe, expect, it } from "vitest";
import { recordTableReads, tableReadsLogger, tablesNamedIn } from "./table-reads";

describe("tablesNamedIn", () => {
  it("finds the schema's tables drizzle names after FROM and JOIN, quoted or not", () => {
    expect(
      tablesNamedIn(
        'select "id" from "blog_posts" left join "team_members" on "blog_posts"."author_user_id" = "team_members"."user_id" where exists (select 1 from site_content)',
      ),
    ).toEqual(["blog_posts", "team_members", "site_content"]);
    expect(tablesNamedIn('insert into "events" ("title") values ($1)')).toEqual(["events"]);
    expect(tablesNamedIn('update "public"."outbox" set "status" = $1')).toEqual(["outbox"]);
  });

  it("leaves out what is not a table of the schema", () => {
    expect(tablesNamedIn("select extract(epoch from now()), x from (select 1 as x) as sub, generate_series(1, 2)")).toEqual([]);
    expect(tablesNamedIn('select * from "pg_trigger"')).toEqual([]);
  });
});

describe("recordTableReads", () => {
  it("collects the tables of the statements logged while its work runs, and only those", async () => {
    tableReadsLogger.logQuery('select * from "events"', []);
    const { result, tables } = await recordTableReads(async () => {
      tableReadsLogger.logQuery('select * from "site_content"', []);
      await new Promise((resolve) => setTimeout(resolve, 1));
      tableReadsLogger.logQuery('select * from "blog_posts"', []);
      return 42;
    });
    expect(result).toBe(42);
    expect(tables).toEqual(["blog_posts", "site_content"]);
  });

  it("keeps concurrent recordings apart", async () => {
    const [first, second] = await Promise.all([
      recordTableReads(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        tableReadsLogger.logQuery('select * from "events"', []);
      }),
      recordTableReads(async () => {
        tableReadsLogger.logQuery('select * from "team_members"', []);
      }),
    ]);
    expect(first.tables).toEqual(["events"]);
    expect(second.tables).toEqual(["team_members"]);
  });
});
