import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "./connect";
import { contentVersions } from "./schema";

/** Kinds of content whose tables raise a version on every write (a trigger per table: migration 0003; "site" for the team, agency settings and other site content). */
export type ContentScope = "blog" | "site";

/**
 * The current version of one kind of content: any write to its table, from any instance or tool, raises it. Compare it
 * with the version something was built from to know whether that is stale.
 */
export async function readContentVersion(db: Db, scope: ContentScope): Promise<number> {
  const [row] = await db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.scope, scope)).limit(1);
  return row?.version ?? 0;
}
