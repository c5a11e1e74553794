import { sql } from "drizzle-orm";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import type { Pool, PoolClient, QueryConfig } from "pg";

/*
 * Plans kept by the embedded database for the statements marked with `keptPlan` (decision record 036).
 *
 * PGlite runs every statement as PostgreSQL's unnamed statement, which is planned anew each time. For the listing
 * search's one statement (a page of cards, its count and its sort, some 5 KB of SQL) planning was about a third of
 * its time at 5,000 listings, more than a native server spends on the whole search. A marked statement is prepared
 * once per text (PREPARE) and then executed with its generic plan (EXECUTE): the same text with other values skips
 * planning. Only the marked statements are affected: `plan_cache_mode` governs prepared statements (and PL/pgSQL's
 * own, the content-version triggers, whose single-row updates plan the same either way), never the unnamed ones.
 * A generic plan suits a statement whose plan does not turn on its values; the search's does not: each of its parts
 * walks one index chosen by its sort and stops at the page's end, whatever the filters' values.
 *
 * EXECUTE takes its values as SQL literals (the extended protocol binds none to a utility statement): each value is
 * written as a quoted literal, and a statement with a value that is not a string, a number, a boolean or null runs
 * unprepared instead. PostgreSQL itself gives each literal the type PREPARE found for its parameter.
 * A PostgreSQL server (DATABASE_URL) plans natively, far faster, but still spent 0.5–1 ms planning the search's
 * statement at 5,000 listings, as long as running it: there a marked statement is a named prepared statement of the
 * connection that runs it (`withKeptPlansOnServer`), on a generic plan too (the pool's connections open with
 * `plan_cache_mode = force_generic_plan`, `keptPlanConnectionOptions`).
 */

const planKeptMark = "/* plan kept */";

/** Put in a statement (drizzle's `sql`) to have the embedded database keep its plan. */
export const keptPlan = sql.raw(planKeptMark);

/**
 * How many marked texts keep a prepared statement at once; the least recently used is deallocated past it. A search's
 * plan holds about 330 KB of PGlite's memory: 21 MB at most.
 */
const defaultCapacity = 64;

/** `value` as a PostgreSQL string literal, or undefined when it is not a value EXECUTE is given here. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === "bigint" || typeof value === "boolean") return `'${value}'`;
  // standard_conforming_strings is on (PostgreSQL's default, never changed here): only the quote is special.
  if (typeof value === "string" && !value.includes("\0")) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

const undefinedPreparedStatement = "26000";

// One count for the whole process: two wrappers of one client never name two statements alike.
let named = 0;

/**
 * `client` with its `query` keeping the plans of marked statements; every other method is the client's own. The
 * returned object is what drizzle is given: PGlite's methods run on PGlite itself (they check their own fields).
 */
export function withKeptPlans(client: PGlite, { capacity = defaultCapacity }: { capacity?: number } = {}): PGlite {
  // Marked text → its prepared statement's name (null: it could not be prepared), least recently used first.
  const prepared = new Map<string, Promise<string | null>>();
  let genericPlans: Promise<unknown> | undefined;

  function prepare(text: string): Promise<string | null> {
    const name = `kept_plan_${++named}`;
    genericPlans ??= client.exec("set plan_cache_mode = force_generic_plan");
    const statement = genericPlans
      .then(() => client.exec(`prepare ${name} as ${text}`))
      .then(
        () => name,
        () => null,
      );
    prepared.set(text, statement);
    if (prepared.size > capacity) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      void oldest
        .then(async (oldestName) => {
          if (oldestName !== null) await client.exec(`deallocate ${oldestName}`);
        })
        .catch(() => {});
    }
    return statement;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!text.includes(planKeptMark)) return client.query<T>(text, params, options);
    const literals = params.map(literal);
    if (literals.includes(undefined)) return client.query<T>(text, params, options);
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    } else statement = prepare(text);
    const name = await statement;
    if (name === null) return client.query<T>(text, params, options);
    try {
      return await client.query<T>(`execute ${name}(${literals.join(", ")})`, [], options);
    } catch (error) {
      // Deallocated between its lookup and its turn (a burst of other texts): run it as it is.
      if ((error as { code?: string }).code !== undefinedPreparedStatement) throw error;
      return client.query<T>(text, params, options);
    }
  }

  return withQuery(client, query);
}

/**
 * How many marked texts each PostgreSQL connection keeps prepared; the least recently used is deallocated past it.
 * A generic plan of the search holds a few hundred KB of the server's memory per connection: with the pool's ten,
 * some 50 MB at most.
 */
const defaultServerCapacity = 16;

/** Given to the pool's connections at their start: marked statements run on their generic plan (see above). */
export const keptPlanConnectionOptions = "-c plan_cache_mode=force_generic_plan";

/** node-postgres's record of the statements a connection has prepared (`Connection#parsedStatements`, not typed). */
type ParsedStatements = Record<string, string> | undefined;

/**
 * `pool` with its `query` running each marked statement as a named prepared statement of the connection it runs on:
 * node-postgres prepares it there the first time (Parse) and binds it after that. Every other statement, and every
 * other method, is the pool's own. A query error releases the connection to be closed, as `Pool#query` does.
 */
export function withKeptPlansOnServer(pool: Pool, { capacity = defaultServerCapacity }: { capacity?: number } = {}): Pool {
  // Per connection: marked text → its statement's name, least recently used first. A name is never used twice, so a
  // deallocated statement is never asked for by its name again.
  const keptBy = new WeakMap<PoolClient, Map<string, string>>();

  async function nameFor(client: PoolClient, text: string): Promise<string> {
    let kept = keptBy.get(client);
    if (!kept) keptBy.set(client, (kept = new Map()));
    const name = kept.get(text);
    if (name !== undefined) {
      kept.delete(text);
      kept.set(text, name);
      return name;
    }
    if (kept.size >= capacity) {
      const [oldestText, oldest] = kept.entries().next().value!;
      kept.delete(oldestText);
      await client.query(`deallocate ${oldest}`);
      const parsed = (client as unknown as { connection?: { parsedStatements?: ParsedStatements } }).connection?.parsedStatements;
      if (parsed) delete parsed[oldest];
    }
    const fresh = `kept_plan_${++named}`;
    kept.set(text, fresh);
    return fresh;
  }

  async function query(config: string | QueryConfig, values?: unknown[]) {
    const text = typeof config === "string" ? config : config.text;
    if (!text.includes(planKeptMark)) return pool.query(config as QueryConfig, values);
    const client = await pool.connect();
    try {
      const name = await nameFor(client, text);
      const result = await client.query({ ...(typeof config === "string" ? { text } : config), name }, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  return withQuery(pool, query);
}

/** `target` with `query` in place of its own; every other method is the target's, run on the target itself. */
function withQuery<T extends object>(target: T, query: unknown): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
