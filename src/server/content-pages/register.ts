import "server-only";
import { getDatabaseHandle, getDb } from "@/server/db";
import { contentVersionsAnnounced } from "@/server/db/connect";
import { productionServer, type ContentPagesSource } from "@/server/http/production-server";
import { contentPages, contentPagesKey } from "./content-pages";

/**
 * Lets the production server keep the content pages in memory; until this runs, Next renders them per request.
 *
 * The key a request is checked against: with the embedded database, a count of the content changes this process has
 * been told of (every write is this process's own, and is told of before it returns), so no query per request; with
 * PostgreSQL, where other instances write too, the content version read from the database.
 */
export async function registerContentPages(): Promise<void> {
  const handle = await getDatabaseHandle();
  const announced = contentVersionsAnnounced(handle.db);
  const key: () => Promise<string> = announced
    ? async () => `changes:${[...announced.values()].reduce((sum, count) => sum + count, 0)}`
    : async () => contentPagesKey(await getDb());
  const source: ContentPagesSource = { key, pages: async () => contentPages(await getDb()) };
  const server = productionServer();
  if (server) server.contentPages = source;
}
