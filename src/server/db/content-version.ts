import "server-only";
import { eq, inArray } from "drizzle-orm";
import { contentScopes, type ContentScope } from "./freshness";
import type { Db } from "./connect";
import { contentVersions } from "./schema";

/** Kinds of content whose tables raise a version on every write: the registry in src/server/db/freshness.ts. */
export type { ContentScope } from "./freshness";

/**
 * The current version of one kind of content: any write to its table, from any instance or tool, raises it. Compare it
 * with the version something was built from to know whether that is stale.
 */
export async function readContentVersion(db: Db, scope: ContentScope): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, scope))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * Content versions in one query, as a key ("blog:4|site:12") that changes with every write to any table of those scopes:
 * by default every one in the registry, what the page cache compares.
 */
export async function readContentVersionsKey(db: Db, scopes: readonly ContentScope[] = contentScopes): Promise<string> {
  const rows = await db
    .select({ scope: contentVersions.scope, version: contentVersions.version })
    .from(contentVersions)
    .where(inArray(contentVersions.scope, [...scopes]));
  const versions = new Map(rows.map((row) => [row.scope, row.version]));
  return scopes.map((scope) => `${scope}:${versions.get(scope) ?? 0}`).join("|");
}
