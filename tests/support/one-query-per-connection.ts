import pg from "pg";

/*
 * Every integration test fails when code sends a statement on a PostgreSQL connection that is still running another:
 * node-postgres queues it today, with a deprecation warning printed once per process, and pg@9 will refuse it. It
 * happens when statements run at once (Promise.all) on a transaction's one connection.
 */
type QueryingClient = { _queryQueue?: unknown[]; pipeline?: boolean; query: (...args: unknown[]) => unknown };
const client = pg.Client.prototype as unknown as QueryingClient & { [guarded]?: true };
const guarded = Symbol.for("ironbark.oneQueryPerConnection");

if (!client[guarded]) {
  const query = client.query;
  client.query = function (this: QueryingClient, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline)
      throw new Error("A statement was sent on a PostgreSQL connection that is still running another (run them in turn).");
    return query.apply(this, args);
  };
  client[guarded] = true;
}
