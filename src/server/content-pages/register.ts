import "server-only";
import { getDatabaseHandle, getDb } from "@/server/db";
import { contentPages, contentPagesKey, type ContentPages } from "./content-pages";

/** What scripts/content-pages.mjs (outside Next's bundles) calls, through this symbol on globalThis. */
export interface ContentPagesSource {
  key(): Promise<string>;
  pages(): Promise<ContentPages>;
}

const sourceKey = Symbol.for("ironbark.contentPages");

/**
 * Lets the production server keep the content pages in memory; until this runs, Next renders them per request.
 *
 * The key a request is checked against: with the embedded database, a count of the content changes this process has
 * been told of (every write is this process's own, and is told of before it returns), so no query per request; with
 * PostgreSQL, where other instances write too, the content version read from the database.
 */
export async function registerContentPages(): Promise<void> {
  const handle = await getDatabaseHandle();
  let key: () => Promise<string> = async () => contentPagesKey(await getDb());
  if (handle.onContentVersionRaised) {
    let changes = 0;
    await handle.onContentVersionRaised(() => {
      changes += 1;
    });
    key = async () => `changes:${changes}`;
  }
  const source: ContentPagesSource = { key, pages: async () => contentPages(await getDb()) };
  (globalThis as typeof globalThis & { [sourceKey]?: ContentPagesSource })[sourceKey] = source;
}
