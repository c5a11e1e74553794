import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb, type Db } from "@/server/db";
import { siteContent, user } from "@/server/db/schema";
import { PublicError } from "@/server/errors";
import type { SiteDocumentKey } from "./documents";
import { saveSiteDocument } from "./store";

/** The permission of every content page and action of the admin (testimonials, suburb facts, FAQs, the ticker). */
export const contentPermission = "content.manage" as const;

export const canManageContent = async () => (await requirePermission(contentPermission)).ok;

export interface SavedBy {
  updatedAt: Date;
  /** The e-mail of whoever saved last; null once their account is gone. */
  email: string | null;
}

/** When a document was last saved and by whom; null while it is still its first content. */
export async function siteDocumentSavedBy(db: Db, key: SiteDocumentKey): Promise<SavedBy | null> {
  const [row] = await db
    .select({ updatedAt: siteContent.updatedAt, email: user.email })
    .from(siteContent)
    .leftJoin(user, eq(user.id, siteContent.updatedBy))
    .where(eq(siteContent.key, key))
    .limit(1);
  return row ?? null;
}

/**
 * The admin's save of one document, through the one action wrapper: `content.manage` is checked on the server, the
 * document's schema decides (its first failing rule's message comes back), and a refusal writes nothing.
 */
export function saveDocumentAction(key: SiteDocumentKey) {
  return safeAction({
    // The store validates against the document's schema; this only lets the input through to it.
    schema: z.unknown(),
    authorize: canManageContent,
    failureMessage: "The content could not be saved. Please try again.",
    async handler(document) {
      // `authorize` let the call in; this gives the saver's id (and refuses a session ended in between).
      const check = await requirePermission(contentPermission);
      if (!check.ok) throw new PublicError(check.message);
      const saved = await saveSiteDocument(await getDb(), key, document, check.userId);
      if (!saved.ok) throw new PublicError(saved.message, 422);
      return { savedAt: new Date() };
    },
  });
}
