import "server-only";
import { getTableName, type Table } from "drizzle-orm";
import {
  blogPosts,
  listingAgents,
  listingImages,
  listingInspections,
  listingMedia,
  listings,
  properties,
  siteContent,
  teamMembers,
  teamSlugRedirects,
} from "./schema";

/*
 * Freshness, declared once: which tables feed the public pages, grouped by the content version their writes raise.
 *
 * Every public page is rendered from the database and kept in memory by the production server until a content version
 * it depends on changes (src/server/content-pages/content-pages.ts, scripts/content-pages.mjs, decision record 008);
 * the chat's knowledge is rebuilt on the same signal (src/server/chat/knowledge-store.ts). A version is raised by a
 * trigger on each table below, on every statement that writes it, from any instance or tool. A table a public page
 * reads that is not listed here raises nothing: its pages would be served stale on every instance.
 *
 * What follows from this list:
 * - the triggers: a custom migration ends with the SQL `npm run db:freshness` prints from it (drizzle/*_freshness.sql);
 * - the key the page cache and the chat compare (`readContentVersions`, every version listed here);
 * - the tests: tests/integration/freshness.test.ts fails when the triggers in the database differ from this list, or
 *   when rendering a public page (or building the chat's knowledge) reads a table that is not listed.
 *
 * To add a table: put its Drizzle table under the version of the pages it feeds (a new key for a new kind of content,
 * as `listings` was, and give its pages that version in content-pages.ts); then `npm run db:generate -- --custom --name <feature>-freshness`, and paste the output of
 * `npm run db:freshness` at the end of that migration after a line `-- hand-written below`. The test tells you if
 * you forgot either step. A statement-level trigger fires even on a write that changes no row: a job that polls with an
 * UPDATE must look before it writes (src/server/listings/photo-worker.ts), or it makes every kept page stale.
 */
export const contentSources = {
  /** The site's content: the agency's details, testimonials, suburb figures, FAQs and ticker, and the team. */
  site: [siteContent, teamMembers, teamSlugRedirects],
  /** The blog: its listing, articles, feed and sitemap (and the ticker when it lists the newest posts). */
  blog: [blogPosts],
  /**
   * The listings: their pages, the searches, and where the stock shows elsewhere (a suburb's pages, an agent's profile,
   * the home page, the sitemap). Pages showing listings carry a version of just the listings they show
   * (content-pages.ts), so a change re-renders only what it touches.
   */
  listings: [listings, properties, listingMedia, listingImages, listingInspections, listingAgents],
} as const satisfies Record<string, readonly Table[]>;

export type ContentScope = keyof typeof contentSources;

/** Every content version, in a stable order. */
export const contentScopes = Object.keys(contentSources).sort() as ContentScope[];

/** The SQL names of the tables that raise `scope`. */
export function tablesOf(scope: ContentScope): string[] {
  return contentSources[scope].map((table) => getTableName(table));
}

/** Every registered table with the version it raises, sorted by table. */
export function registeredTables(): Array<{ table: string; scope: ContentScope }> {
  return contentScopes
    .flatMap((scope) => tablesOf(scope).map((table) => ({ table, scope })))
    .sort((a, b) => a.table.localeCompare(b.table));
}

/** The name of the trigger that makes `table` raise its content version. */
export const freshnessTriggerName = (table: string) => `${table}_raise_content_version`;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The SQL that makes the database match this registry: the scopes' rows, every content-version trigger dropped, then
 * one per registered table. Statements are separated as drizzle's migrator expects. `raise_content_version()` itself is
 * migration 0005's (it raises the version and NOTIFYs `content_versions`).
 */
export function freshnessTriggersSql(): string {
  const statements = [
    `INSERT INTO "content_versions" ("scope") VALUES ${contentScopes.map((scope) => `('${scope}')`).join(", ")} ON CONFLICT DO NOTHING;`,
    [
      `DO $$`,
      `DECLARE existing record;`,
      `BEGIN`,
      `  FOR existing IN`,
      `    SELECT t.tgname, n.nspname, c.relname FROM pg_trigger t`,
      `    JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_proc p ON p.oid = t.tgfoid`,
      `    WHERE p.proname = 'raise_content_version' AND NOT t.tgisinternal`,
      `  LOOP`,
      `    EXECUTE format('DROP TRIGGER %I ON %I.%I', existing.tgname, existing.nspname, existing.relname);`,
      `  END LOOP;`,
      `END $$;`,
    ].join("\n"),
    ...registeredTables().map(
      ({ table, scope }) =>
        `CREATE TRIGGER ${quoted(freshnessTriggerName(table))} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoted(table)}\n` +
        `  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('${scope}');`,
    ),
  ];
  return statements.join("\n--> statement-breakpoint\n");
}
