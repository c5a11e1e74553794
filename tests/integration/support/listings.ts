import { expect } from "vitest";
import type { Db } from "@/server/db/connect";
import { feedSources } from "@/server/db/schema";
import { applyFeedFile, receiveFeedFile, sha256Hex, type FeedSource } from "@/server/listings/feed-files";
import { reaxmlFile, type SyntheticListing } from "../../support/reaxml-listings";

/*
 * The listings tests' shared set-up: a CRM feed source, and synthetic listings imported through the feed as a CRM
 * sends them (received, then applied).
 */

/** A feed source named `name`, its token `token` (stored hashed, as the admin's form does). */
export async function addFeedSource(db: Db, name: string, token: string): Promise<FeedSource> {
  const [source] = await db
    .insert(feedSources)
    .values({ name, tokenHash: sha256Hex(token) })
    .returning();
  if (!source) throw new Error(`no feed source ${name}`);
  return source;
}

/** One REAXML file of `items`, received from `source` and applied. */
export async function importSyntheticListings(db: Db, source: FeedSource, items: readonly SyntheticListing[]): Promise<void> {
  const received = await receiveFeedFile(db, {
    source,
    body: new TextEncoder().encode(reaxmlFile(items)),
    contentType: "application/xml",
  });
  if (!received.ok) throw new Error(received.message);
  expect(await applyFeedFile(db, received.id)).toMatchObject({ status: "applied" });
}
