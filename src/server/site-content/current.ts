import "server-only";
import { connection } from "next/server";
import { cache } from "react";
import { getDb, type Db } from "@/server/db";
import { keptUntilChanged } from "@/server/db/kept-until-changed";
import { logger } from "@/server/log";
import { siteDocuments, type SiteDocument, type SiteDocumentKey } from "./documents";
import { readSiteDocument } from "./store";

// The last document read by this process, by key: what pages show while the database cannot be read.
const lastReadKey = Symbol.for("ironbark.siteDocumentsLastRead");
type GlobalWithLastRead = typeof globalThis & { [lastReadKey]?: Map<SiteDocumentKey, unknown> };
const lastRead = ((globalThis as GlobalWithLastRead)[lastReadKey] ??= new Map());

/**
 * Each document's read, kept by this process until a save raises the site's content version: every page shows the
 * agency's details and the ticker, and a search rendered per request read both each time. Frozen, since every request
 * shares it.
 */
const keptReads = new Map<SiteDocumentKey, (db: Db) => Promise<unknown>>();
function readKept<K extends SiteDocumentKey>(db: Db, key: K): Promise<SiteDocument<K>> {
  let read = keptReads.get(key);
  if (!read) {
    read = keptUntilChanged("site", (db) => readSiteDocument(db, key).then(deepFreeze));
    keptReads.set(key, read);
  }
  return read(db) as Promise<SiteDocument<K>>;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A site document as it is now, for server code outside a page (mail, the chat, background work). During a database
 * outage: what this process read last, or the first content.
 */
export async function siteDocumentNow<K extends SiteDocumentKey>(key: K, db?: Db): Promise<SiteDocument<K>> {
  try {
    const document = await readKept(db ?? (await getDb()), key);
    lastRead.set(key, document);
    return document;
  } catch (error) {
    logger.error({ err: error, key }, "could not read a site document; using the last one read");
    return (lastRead.get(key) ?? siteDocuments[key].initial) as SiteDocument<K>;
  }
}

/** What this process read last (or the first content), with no query: for words said while the database is down. */
export function lastReadSiteDocument<K extends SiteDocumentKey>(key: K): SiteDocument<K> {
  return (lastRead.get(key) ?? siteDocuments[key].initial) as SiteDocument<K>;
}

/**
 * A site document for the page being rendered, read once per request. It makes the page dynamic (read per request,
 * never frozen into the build); the production server keeps such pages in memory and renders them again whenever the
 * site's content changes (src/server/content-pages/content-pages.ts). During a database outage the pages show what
 * this process read last (or the first content), not an error.
 */
export const currentSiteDocument = cache(async <K extends SiteDocumentKey>(key: K): Promise<SiteDocument<K>> => {
  await connection();
  return siteDocumentNow(key);
});

/** The agency's identity for the page being rendered. */
export const currentAgency = () => currentSiteDocument("agency");
