import { AsyncLocalStorage } from "node:async_hooks";
import { getTableName, is, type Logger } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/*
 * Which tables a piece of work touches, from the SQL it sends: the database client's logger (connect.ts) adds the
 * tables each statement names to the set of the `recordTableReads` call it runs under, if any. What the freshness
 * test (tests/integration/freshness.test.ts) compares with the registry in src/server/db/freshness.ts while
 * it renders every public page. Outside a recording the logger does nothing but one lookup.
 */

const recording = new AsyncLocalStorage<Set<string>>();

/** Every table of the schema, by its SQL name. */
const knownTables = new Set<string>(Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])));

/**
 * The schema's tables a statement names after FROM, JOIN, INTO or UPDATE (quoted, as drizzle writes them, or not).
 * Names that are not tables (a function after `extract(epoch from …)`, a subquery's alias) are left out.
 */
export function tablesNamedIn(statement: string): string[] {
  const named = new Set<string>();
  for (const match of statement.matchAll(/\b(?:from|join|into|update)\s+(?:only\s+)?(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi)) {
    const name = match[1]!;
    if (knownTables.has(name)) named.add(name);
  }
  return [...named];
}

/** Drizzle's logger hook: records the tables of each statement sent while a recording is under way. */
export const tableReadsLogger: Logger = {
  logQuery(query) {
    const tables = recording.getStore();
    if (!tables) return;
    for (const table of tablesNamedIn(query)) tables.add(table);
  },
};

/** Runs `work` and answers, besides its result, the tables every statement it sent (through Drizzle) named, sorted. */
export async function recordTableReads<T>(work: () => Promise<T>): Promise<{ result: T; tables: string[] }> {
  const tables = new Set<string>();
  const result = await recording.run(tables, work);
  return { result, tables: [...tables].sort() };
}

/** Whether the current work runs under `recordTableReads`: reads kept in memory are read afresh then, so they are seen. */
export function isRecordingTableReads(): boolean {
  return recording.getStore() !== undefined;
}
