import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { loadPublishedPosts } from "./blog-documents";
import type { KnowledgeBase } from "./knowledge-base";
import { buildSiteKnowledgeBase } from "./site-knowledge";

/**
 * The process's knowledge base. Built on first use; the blog part is re-read every
 * CHAT_KNOWLEDGE_REFRESH_MS in the background while the current index keeps answering.
 * Without the database the assistant still answers from the static content.
 */
interface Store {
  knowledge: KnowledgeBase;
  builtAt: number;
  refreshing: Promise<void> | null;
}

const storeKey = Symbol.for("ironbark.chat.knowledge");
type GlobalWithStore = typeof globalThis & { [storeKey]?: Promise<Store> };

async function build(): Promise<KnowledgeBase> {
  try {
    const posts = await loadPublishedPosts(await getDb());
    return buildSiteKnowledgeBase(posts);
  } catch (error) {
    logger.warn({ err: error }, "chat knowledge base built without blog posts");
    return buildSiteKnowledgeBase();
  }
}

export async function getKnowledgeBase(): Promise<KnowledgeBase> {
  const holder = globalThis as GlobalWithStore;
  // Concurrent first questions share one build.
  holder[storeKey] ??= build().then((knowledge) => ({ knowledge, builtAt: Date.now(), refreshing: null }));
  const store = await holder[storeKey];
  if (!store.refreshing && Date.now() - store.builtAt > env.CHAT_KNOWLEDGE_REFRESH_MS) {
    store.refreshing = build()
      .then((knowledge) => {
        store.knowledge = knowledge;
        store.builtAt = Date.now();
      })
      .finally(() => {
        store.refreshing = null;
      });
  }
  return store.knowledge;
}
