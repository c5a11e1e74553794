import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { blogNestingDepth, blogNestingTooDeepMessage, maxBlogNestingDepth } from "@/lib/blog/sanitize";
import type { Db } from "@/server/db/connect";
import { blogPosts, session, user, userRoles } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

/*
 * The audit's deeply nested post (security audit, finding 3): 3,000 nested <div>s saved with 201 and then its article
 * answered 500 on every request; from 10,000 levels the save itself answered 500. Now a save past the bound is
 * refused with a sentence (400 from the JSON API, the message from the editor's action) and stores nothing, and a
 * post stored before renders, flattened to the bound.
 */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
const admin = { id: "user-deep-admin", email: "deep-admin@example.com" };
vi.mock("@/server/db", () => ({ getDb: async () => current.db! }));
vi.mock("@/server/auth/session", () => ({ getCurrentSession: async () => ({ user: admin, session: { id: "session-deep-admin" } }) }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-client-ip": "203.0.113.70", host: "localhost:3000" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [] }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
// The article reads the agency's details (its {{phone}} placeholders) as a request would.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const postsRoute = await import("@/app/api/admin/posts/route");
const postRoute = await import("@/app/api/admin/posts/[id]/route");
const { createPostAction } = await import("@/server/blog/actions/post-actions");
const { loadArticle } = await import("@/server/blog/article");

const origin = "http://localhost:3000";
const nested = (depth: number, inner = "<p>Deep text</p>") => "<div>".repeat(depth) + inner + "</div>".repeat(depth);

function post(content: string, slug = "deep-post") {
  return {
    title: "Deep post",
    slug,
    excerpt: "Nested.",
    content,
    category: "Market Update",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
    isPublished: true,
    scheduledDate: "",
  };
}

function jsonRequest(pathname: string, method: string, body: unknown): Request {
  return new Request(`${origin}${pathname}`, {
    method,
    headers: { "content-type": "application/json", origin, host: "localhost:3000" },
    body: JSON.stringify(body),
  });
}

describe.each(testDatabases)("deeply nested post HTML on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  const postCount = async () => (await handle.db.select({ n: count() }).from(blogPosts))[0]!.n;

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    await handle.db.insert(user).values({ id: admin.id, name: "Deep Admin", email: admin.email, emailVerified: true });
    await handle.db.insert(userRoles).values({ userId: admin.id, role: "admin" });
    await handle.db
      .insert(session)
      .values({ id: "session-deep-admin", token: "token-deep-admin", userId: admin.id, expiresAt: new Date(Date.now() + 3_600_000) });
  });
  afterAll(() => handle.dispose());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it.each([10_000, 3_000, maxBlogNestingDepth])(
    "refuses a %i-level post through the JSON API with 400 and a sentence, storing nothing",
    async (depth) => {
      const response = await postsRoute.POST(jsonRequest("/api/admin/posts", "POST", post(nested(depth))), { params: Promise.resolve({}) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: blogNestingTooDeepMessage });
      expect(await postCount()).toBe(0);
    },
  );

  it("accepts a post exactly at the bound", async () => {
    // The <p> inside adds one level: `maxBlogNestingDepth - 1` divs around it is exactly the bound.
    const response = await postsRoute.POST(jsonRequest("/api/admin/posts", "POST", post(nested(maxBlogNestingDepth - 1))), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(201);
    const [stored] = await handle.db.select().from(blogPosts);
    expect(blogNestingDepth(stored!.content)).toBe(maxBlogNestingDepth);
  });

  it("refuses an update past the bound and keeps the stored post as it was", async () => {
    const created = await postsRoute.POST(jsonRequest("/api/admin/posts", "POST", post("<p>Fine</p>")), { params: Promise.resolve({}) });
    const { post: saved } = (await created.json()) as { post: { id: string } };
    const response = await postRoute.PUT(jsonRequest(`/api/admin/posts/${saved.id}`, "PUT", post(nested(10_000))), {
      params: Promise.resolve({ id: saved.id }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: blogNestingTooDeepMessage });
    const [stored] = await handle.db.select().from(blogPosts).where(eq(blogPosts.id, saved.id));
    expect(stored!.content).toBe("<p>Fine</p>");
  });

  it("gives the editor's save action the same sentence", async () => {
    expect(await createPostAction(post(nested(10_000)))).toMatchObject({ ok: false, message: blogNestingTooDeepMessage });
    expect(await postCount()).toBe(0);
  });

  it.each([500, 3_000, 10_000, 39_000])("renders a %i-level body stored before the bound, flattened, with its text", async (depth) => {
    // Stored directly, as the audit's post was (or by any tool writing to the database).
    await handle.db.insert(blogPosts).values({
      slug: "stored-deep",
      title: "Stored deep",
      excerpt: "x",
      content: nested(depth, '<p>Deep <strong>text</strong></p><img src="/uploads/a.png" alt="A">') + "<p>Tail</p>",
      category: "Market Update",
      authorName: "Daniel Whitford",
      authorRole: "Principal",
      readTime: "1 min",
      isPublished: true,
      publishedDate: new Date(Date.now() - 60_000),
    });
    const article = await loadArticle("stored-deep");
    expect(article).not.toBeNull();
    expect(blogNestingDepth(article!.safeHtml)).toBeLessThanOrEqual(maxBlogNestingDepth);
    expect(article!.safeHtml.replace(/<[^>]*>/g, "")).toBe("Deep textTail");
    expect(article!.safeHtml.endsWith("<p>Tail</p>")).toBe(true);
    // Up to 1,000 levels the innermost elements stay too; past that (never savable), only the text.
    if (depth <= 1_000) expect(article!.safeHtml).toContain('Deep <strong>text</strong><img src="/uploads/a.png" alt="A" />');
  });
});
