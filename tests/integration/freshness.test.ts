import fs from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { createElement, type ComponentType, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPost } from "@/server/blog/admin-posts";
import { contentScopes, freshnessTriggerName, freshnessTriggersSql, registeredTables } from "@/server/db/freshness";
import type { Db } from "@/server/db/connect";
import { readContentVersion } from "@/server/db/content-version";
import { blogPosts, contentVersions, events } from "@/server/db/schema";
import { recordTableReads } from "@/server/db/table-reads";
import { blogPostFields } from "../support/blog-post-fields";
import { rowsOf, testDatabases } from "../support/databases";

/*
 * Freshness declared once (src/server/db/freshness.ts): the content-version triggers in the database are
 * exactly the registry's, and every public page the production server keeps in memory (and the chat's knowledge)
 * reads only tables of the registry. Each page is rendered here as Next renders it on the server (its layout, the page
 * and its metadata, with React's static renderer), recording the tables each statement it sends names.
 */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined, path: "/" }));
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
// The address being rendered, for the navigation's active link (Next's router provides it in the app).
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  usePathname: () => current.path,
  // The search forms navigate with the router; rendering a page only needs one to be there.
  useRouter: () => ({ back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));

const { contentPages } = await import("@/server/content-pages/content-pages");
const { createKnowledgeStore } = await import("@/server/chat/knowledge-store");
const { default: SiteLayout } = (await import("@/app/(site)/layout")) as { default: ComponentType<{ children: ReactNode }> };

/** The version table itself: reading it is how freshness is checked, not content. */
const notContent = new Set<string>([getTableName(contentVersions)]);
const registered = new Set(registeredTables().map((entry) => entry.table));

/** The tables `work` read that the registry does not cover. */
async function uncoveredTables(work: () => Promise<unknown>): Promise<{ tables: string[]; uncovered: string[] }> {
  const { tables } = await recordTableReads(work);
  return { tables, uncovered: tables.filter((table) => !registered.has(table) && !notContent.has(table)) };
}

/* ── Rendering a public page by its path, as the app's folders route it ─────────────────────────── */

const appDir = path.resolve(import.meta.dirname, "../../src/app");

interface PageRoute {
  file: string;
  pattern: RegExp;
  params: string[];
}

/** Every page.tsx under src/app/(site), with the pattern of the paths it answers (route groups dropped). */
function sitePageRoutes(): PageRoute[] {
  const found: PageRoute[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      else if (entry.name === "page.tsx") {
        const params = segments.filter((segment) => /^\[\w+\]$/.test(segment)).map((segment) => segment.slice(1, -1));
        const source = segments
          .map((segment) => (/^\[\w+\]$/.test(segment) ? "([^/]+)" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/");
        found.push({ file: path.join(dir, entry.name), pattern: new RegExp(`^/${source}$`), params });
      }
    }
  };
  walk(path.join(appDir, "(site)"), []);
  return found;
}

interface PageModule {
  default: (props: {
    params: Promise<Record<string, string>>;
    searchParams: Promise<Record<string, string>>;
  }) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: { params: Promise<Record<string, string>> }) => Promise<unknown>;
}

/** Renders what the server answers for `pagePath`: a page with its layout and metadata, the sitemap or the feed. */
async function renderPublicPath(pagePath: string): Promise<void> {
  if (pagePath === "/sitemap.xml") {
    const response = await (
      await import("@/app/sitemap.xml/route")
    ).GET(new Request("http://localhost:3000/sitemap.xml"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    return;
  }
  if (pagePath === "/rss.xml") {
    const response = await (
      await import("@/app/rss.xml/route")
    ).GET(new Request("http://localhost:3000/rss.xml"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    return;
  }
  current.path = pagePath;
  const routes = sitePageRoutes();
  const match = routes.map((route) => ({ route, found: route.pattern.exec(pagePath) })).find((candidate) => candidate.found);
  if (!match?.found) throw new Error(`no page under src/app/(site) answers ${pagePath}`);
  const params = Object.fromEntries(match.route.params.map((name, index) => [name, decodeURIComponent(match.found![index + 1]!)]));
  await renderPage((await import(/* @vite-ignore */ match.route.file)) as PageModule, params);
}

async function renderPage(page: PageModule, params: Record<string, string>): Promise<string> {
  await page.generateMetadata?.({ params: Promise.resolve(params) });
  const element = createElement(
    SiteLayout,
    null,
    createElement(page.default, { params: Promise.resolve(params), searchParams: Promise.resolve({}) }),
  );
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, { onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  // An error inside a Suspense boundary renders its fallback instead of failing: the page was not really rendered.
  if (errors.length > 0) throw errors[0];
  return html;
}

/** A page that is not in the app: it shows the events table, which raises no content version. */
const unregisteredTablePage: PageModule = {
  default: async () => {
    const rows = await current.db!.select({ title: events.title }).from(events);
    return createElement("p", null, `${rows.length} events`);
  },
};

describe.each(testDatabases)("freshness on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    await createPost(handle.db, blogPostFields("a-published-article"));
  });
  afterAll(() => handle.dispose());

  it("has exactly one content-version trigger per registered table, raising its version", async () => {
    const triggers = rowsOf<{ table: string; name: string; scope: string; definition: string }>(
      await handle.db.execute(sql`
        select c.relname as "table", t.tgname as "name", replace(encode(t.tgargs, 'escape'), '\\000', '') as "scope",
               pg_get_triggerdef(t.oid) as "definition"
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'raise_content_version' and not t.tgisinternal
        order by c.relname`),
    );
    expect(triggers.map(({ table, name, scope }) => ({ table, name, scope }))).toEqual(
      registeredTables().map(({ table, scope }) => ({ table, name: freshnessTriggerName(table), scope })),
    );
    for (const trigger of triggers) {
      expect(trigger.definition).toMatch(
        /AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON \S+ FOR EACH STATEMENT EXECUTE FUNCTION raise_content_version\('\w+'\)$/,
      );
    }
  });

  it("raises the version of each registered table's scope on a write to it", async () => {
    for (const { table, scope } of registeredTables()) {
      const before = await readContentVersion(handle.db, scope);
      // A statement-level trigger fires even when the statement changes no row.
      await handle.db.execute(sql.raw(`delete from "${table}" where false`));
      expect({ table, raised: (await readContentVersion(handle.db, scope)) - before }).toEqual({ table, raised: 1 });
    }
    const scopes = rowsOf<{ scope: string }>(await handle.db.execute(sql`select scope from content_versions order by scope`)).map(
      (row) => row.scope,
    );
    expect(scopes).toEqual(expect.arrayContaining([...contentScopes]));
  });

  it("renders every public page the server keeps in memory reading only registered tables", async () => {
    const { pages } = await contentPages(handle.db);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/insights", "/insights/a-published-article", "/rss.xml", "/sitemap.xml"]),
    );
    const readByPage: Record<string, string[]> = {};
    for (const page of pages) {
      const { tables, uncovered } = await uncoveredTables(() => renderPublicPath(page.path));
      // A page that reads nothing was not really rendered (or the recording lost track of it).
      expect({ page: page.path, read: tables.length > 0 }).toEqual({ page: page.path, read: true });
      readByPage[page.path] = uncovered;
    }
    expect(Object.entries(readByPage).filter(([, uncovered]) => uncovered.length > 0)).toEqual([]);
  });

  it("builds the chat's knowledge reading only registered tables", async () => {
    const { tables, uncovered } = await uncoveredTables(() => createKnowledgeStore(async () => handle.db).get());
    expect(tables).toEqual(expect.arrayContaining([getTableName(blogPosts)]));
    expect(uncovered).toEqual([]);
  });

  it("catches a page that reads a table the registry does not cover", async () => {
    const { uncovered } = await uncoveredTables(() => renderPage(unregisteredTablePage, {}));
    expect(uncovered).toEqual([getTableName(events)]);
  });
});

describe("the freshness migration", () => {
  it("is the SQL the registry generates, at the end of a migration", () => {
    const migrations = fs.readdirSync(path.resolve(import.meta.dirname, "../../drizzle")).filter((name) => name.endsWith(".sql"));
    const latestWithTriggers = migrations
      .sort()
      .map((name) => fs.readFileSync(path.resolve(import.meta.dirname, "../../drizzle", name), "utf8"))
      .filter((text) => text.includes("raise_content_version"))
      .at(-1);
    expect(latestWithTriggers?.trimEnd().endsWith(freshnessTriggersSql())).toBe(true);
  });
});
