import "server-only";
import type { Db } from "@/server/db";
import { readContentVersion } from "@/server/db/content-version";
import { logger } from "@/server/log";
import { nextScheduledPublication } from "@/server/blog/posts";
import { listActiveTeam } from "@/server/team/team-members";
import { loadPublishedPosts } from "./blog-documents";
import type { KnowledgeBase } from "./knowledge-base";
import { buildSiteKnowledgeBase } from "./site-knowledge";

interface Built {
  knowledge: KnowledgeBase;
  /** The blog's and the site's content versions ("3:7") the posts and the team were read at; null when they could not be read (no database). */
  version: string | null;
  /** When the next scheduled post falls due: the blog part is stale from then on. */
  nextDueAt: Date | null;
}

export interface KnowledgeStore {
  /** The knowledge, rebuilt first when the blog or the team changed since it was built (on any instance) or a scheduled post fell due. */
  get(now?: Date): Promise<KnowledgeBase>;
}

/**
 * The assistant's knowledge follows the content: every question first reads the blog's and the site's content versions
 * (one small query each; any write to blog_posts or the team's tables raises one, from any instance), and the knowledge
 * is rebuilt before answering when one changed, so no instance answers from a deleted post or a retired member. Concurrent questions share one rebuild. Without
 * the database the assistant keeps answering from what it has (or from the static content alone).
 */
export function createKnowledgeStore(getDb: () => Promise<Db>): KnowledgeStore {
  let built: Built | null = null;
  let rebuilding: Promise<Built> | null = null;

  async function currentVersion(): Promise<string | null> {
    try {
      const db = await getDb();
      const [blog, site] = await Promise.all([readContentVersion(db, "blog"), readContentVersion(db, "site")]);
      return `${blog}:${site}`;
    } catch (error) {
      logger.warn({ err: error }, "chat knowledge: could not read the content versions");
      return null;
    }
  }

  async function build(version: string | null, now: Date): Promise<Built> {
    if (version === null) return { knowledge: buildSiteKnowledgeBase(), version: null, nextDueAt: null };
    try {
      const db = await getDb();
      const [posts, team, nextDueAt] = await Promise.all([loadPublishedPosts(db, now), listActiveTeam(db), nextScheduledPublication(db, now)]);
      return { knowledge: buildSiteKnowledgeBase(posts, team), version, nextDueAt };
    } catch (error) {
      logger.warn({ err: error }, "chat knowledge base built without blog posts and the team from the database");
      return { knowledge: buildSiteKnowledgeBase(), version: null, nextDueAt: null };
    }
  }

  function isCurrent(candidate: Built, version: string | null, now: Date): boolean {
    // The database is unreachable: what was built last is the best there is.
    if (version === null) return true;
    return candidate.version === version && (candidate.nextDueAt === null || candidate.nextDueAt > now);
  }

  return {
    async get(now = new Date()) {
      const version = await currentVersion();
      if (built && isCurrent(built, version, now)) return built.knowledge;
      rebuilding ??= build(version, now).finally(() => {
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
