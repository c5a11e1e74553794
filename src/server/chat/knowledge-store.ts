import "server-only";
import type { Db } from "@/server/db";
import type { ContentScope } from "@/server/db/content-version";
import { contentVersionToken } from "@/server/db/kept-until-changed";
import { logger } from "@/server/log";
import { nextScheduledPublication } from "@/server/blog/posts";
import { readSiteDocument } from "@/server/site-content/store";
import { listActiveTeam } from "@/server/team/team-members";
import { loadPublishedPosts } from "./blog-documents";
import type { KnowledgeBase } from "./knowledge-base";
import { buildSiteKnowledgeBase } from "./site-knowledge";

interface Built {
  knowledge: KnowledgeBase;
  /** The content versions it was built at (`contentVersionToken`); null when they could not be read (no database). */
  versions: string | null;
  /** When the next scheduled post falls due: the blog part is stale from then on. */
  nextDueAt: Date | null;
}

export interface KnowledgeStore {
  /** The knowledge, rebuilt first when a content version changed since it was built (on any instance) or a scheduled post fell due. */
  get(now?: Date): Promise<KnowledgeBase>;
}

/**
 * What the knowledge is built from: the blog, and the site's content and team. Listings are not in it (a question about
 * them is answered from the listings table at the time, src/server/chat/listing-answers.ts), so a feed import, whose
 * photos raise the listings' version hundreds of times, never makes a question wait for a rebuild.
 */
const knowledgeScopes: readonly ContentScope[] = ["blog", "site"];

/**
 * The assistant's knowledge follows the content: every question first checks the content versions of what it is built
 * from (a write to any of their tables in the freshness registry, src/server/db/freshness.ts, raises one, from any
 * instance; with the embedded database the check costs no query), and the knowledge is rebuilt before answering when
 * one changed, so no instance answers from a deleted post, a retired member or an FAQ staff have since rewritten.
 * Concurrent questions share one rebuild. Without the database the assistant keeps answering from what it has (or from
 * the first content alone).
 */
export function createKnowledgeStore(getDb: () => Promise<Db>): KnowledgeStore {
  let built: Built | null = null;
  let rebuilding: Promise<Built> | null = null;

  async function currentVersions(): Promise<string | null> {
    try {
      return await contentVersionToken(await getDb(), knowledgeScopes);
    } catch (error) {
      logger.warn({ err: error }, "chat knowledge: could not read the content versions");
      return null;
    }
  }

  async function build(versions: string | null, now: Date): Promise<Built> {
    if (versions === null) return { knowledge: buildSiteKnowledgeBase(), versions: null, nextDueAt: null };
    try {
      const db = await getDb();
      const [posts, nextDueAt, faqs, suburbFacts, nswFacts, testimonials, team] = await Promise.all([
        loadPublishedPosts(db, now),
        nextScheduledPublication(db, now),
        readSiteDocument(db, "faqs"),
        readSiteDocument(db, "suburbFacts"),
        readSiteDocument(db, "nswFacts"),
        readSiteDocument(db, "testimonials"),
        listActiveTeam(db),
      ]);
      return { knowledge: buildSiteKnowledgeBase(posts, { faqs, suburbFacts, nswFacts, testimonials }, team), versions, nextDueAt };
    } catch (error) {
      logger.warn({ err: error }, "chat knowledge base built without blog posts, the team or saved site content");
      return { knowledge: buildSiteKnowledgeBase(), versions: null, nextDueAt: null };
    }
  }

  function isCurrent(candidate: Built, versions: string | null, now: Date): boolean {
    // The database is unreachable: what was built last is the best there is.
    if (versions === null) return true;
    return candidate.versions === versions && (candidate.nextDueAt === null || candidate.nextDueAt > now);
  }

  return {
    async get(now = new Date()) {
      const versions = await currentVersions();
      if (built && isCurrent(built, versions, now)) return built.knowledge;
      rebuilding ??= build(versions, now).finally(() => {
        rebuilding = null;
      });
      built = await rebuilding;
      return built.knowledge;
    },
  };
}

// One store per process, shared by every bundle Next loads.
const storeKey = Symbol.for("ironbark.chat.knowledge");
type GlobalWithStore = typeof globalThis & { [storeKey]?: KnowledgeStore };

export function getKnowledgeBase(): Promise<KnowledgeBase> {
  const holder = globalThis as GlobalWithStore;
  holder[storeKey] ??= createKnowledgeStore(async () => {
    // Imported on use so that loading this module never opens the database.
    const { getDb } = await import("@/server/db");
    return getDb();
  });
  return holder[storeKey].get();
}
