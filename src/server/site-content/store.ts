import "server-only";
import { eq } from "drizzle-orm";
import { validate, type ValidationResult } from "@/lib/validation/first-error";
import type { Db } from "@/server/db";
import { siteContent } from "@/server/db/schema";
import { logger } from "@/server/log";
import { siteDocuments, type SiteDocument, type SiteDocumentKey } from "./documents";

/**
 * A document as last saved, or its first content. A stored value that no longer passes its schema (a field added
 * since) is logged and read as the first content rather than taking pages down.
 */
export async function readSiteDocument<K extends SiteDocumentKey>(db: Db, key: K): Promise<SiteDocument<K>> {
  const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
  const document = siteDocuments[key];
  if (!row) return document.initial as SiteDocument<K>;
  const parsed = document.schema.safeParse(row.value);
  if (parsed.success) return parsed.data as SiteDocument<K>;
  logger.error({ key, issues: parsed.error.issues }, "a stored site document fails its schema; showing its first content");
  return document.initial as SiteDocument<K>;
}

/** Validates and saves a document; on a refusal nothing is written and the first failing rule's message comes back. */
export async function saveSiteDocument<K extends SiteDocumentKey>(
  db: Db,
  key: K,
  input: unknown,
  userId: string,
): Promise<ValidationResult<SiteDocument<K>>> {
  const parsed = validate(siteDocuments[key].schema, input);
  if (!parsed.ok) return parsed;
  const now = new Date();
  await db
    .insert(siteContent)
    .values({ key, value: parsed.data, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: siteContent.key, set: { value: parsed.data, updatedAt: now, updatedBy: userId } });
  return { ok: true, data: parsed.data as SiteDocument<K> };
}
