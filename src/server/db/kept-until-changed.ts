import "server-only";
import { contentVersionsAnnounced, type Db } from "./connect";
import { readContentVersionsKey, type ContentScope } from "./content-version";
import { isRecordingTableReads } from "./table-reads";

/*
 * A value read from the database that this process keeps until a write raises its content version (./freshness.ts):
 * for a read that every request of a kind repeats and few writes change, such as the places a listing search offers.
 * With the embedded database every write is this process's own and is announced before the writing statement returns
 * (./connect.ts), so the version is a count of the announcements and checking it costs no query. With
 * PostgreSQL, where other instances write too, it is read (one row by its key) on every call, after the call began: a
 * value is never older than the request that asks for it.
 */

/**
 * A token that changes whenever one of `scopes`' content versions is raised in `db`: with the embedded database a count
 * of the announcements (no query), with PostgreSQL the versions read (one small query).
 */
export async function contentVersionToken(db: Db, scopes: readonly ContentScope[]): Promise<string> {
  const announced = contentVersionsAnnounced(db);
  if (announced) return `announced:${scopes.map((scope) => announced.get(scope) ?? 0).join("|")}`;
  return `read:${await readContentVersionsKey(db, scopes)}`;
}

/**
 * `read`, kept per database until `scope`'s version changes. The version is taken before reading, so a write that lands
 * during the read leaves the value tagged with the older version, and the next call reads again. A failed read is not
 * kept. The value is shared by every caller: treat it as read-only. Under `recordTableReads` (the freshness test) it is
 * read afresh, so that the tables behind it are seen.
 */
export function keptUntilChanged<T>(scope: ContentScope, read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new WeakMap<Db, { version: string; value: Promise<T> }>();
  return async (db) => {
    if (isRecordingTableReads()) return read(db);
    const version = await contentVersionToken(db, [scope]);
    const current = kept.get(db);
    if (current?.version === version) return current.value;
    const value = read(db);
    kept.set(db, { version, value });
    value.catch(() => {
      if (kept.get(db)?.value === value) kept.delete(db);
    });
    return value;
  };
}
