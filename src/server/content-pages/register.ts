import "server-only";
import { getDb } from "@/server/db";
import { contentPages, contentPagesKey, type ContentPages } from "./content-pages";

/** What scripts/content-pages.mjs (outside Next's bundles) calls, through this symbol on globalThis. */
export interface ContentPagesSource {
  key(): Promise<string>;
  pages(): Promise<ContentPages>;
}

const sourceKey = Symbol.for("ironbark.contentPages");

/** Lets the production server keep the content pages in memory; until this runs, Next renders them per request. */
export function registerContentPages(): void {
  const source: ContentPagesSource = {
    key: async () => contentPagesKey(await getDb()),
    pages: async () => contentPages(await getDb()),
  };
  (globalThis as typeof globalThis & { [sourceKey]?: ContentPagesSource })[sourceKey] = source;
}
