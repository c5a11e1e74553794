import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validate } from "@/lib/validation/first-error";
import { blogPostSchema, type BlogPostFields, type BlogPostInput } from "@/lib/validation/blog-post";
import { createPost, deletePost, duplicateSlugMessage, postFormValues, postNotFoundMessage, updatePost } from "@/server/blog/admin-posts";
import { bulkUpdateNamedPosts, bulkUpdatePlan } from "@/server/blog/bulk-update";
import { findVisiblePost } from "@/server/blog/posts";
import type { DatabaseHandle } from "@/server/db/connect";
import { blogPosts } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed";
import { testDatabases } from "../support/databases";

const now = new Date("2026-11-22T09:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function fields(change: Partial<BlogPostInput> = {}): BlogPostFields {
  const result = validate(blogPostSchema, {
    title: "Leppington Station Precinct Update",
    slug: "leppington-station-precinct-update",
    excerpt: "What the new town centre plans mean for buyers.",
    content: "<h2>The plan</h2><p>Shops, homes and a plaza.</p>",
    category: "Local Living",
    authorSlug: "priya-raman",
    readTime: "3 min read",
    featuredImage: "/uploads/abc-1.png",
    metaTitle: "",
    metaDescription: "",
    isPublished: true,
    scheduledDate: "",
    ...change,
  });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

describe.each(testDatabases)("admin blog writes on $name", (testDb) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  beforeAll(async () => {
    handle = await testDb.create();
  });
  afterAll(() => handle.dispose());
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it("stores the author from the team list and sanitises the content on save", async () => {
    const post = await createPost(
      handle.db,
      fields({ content: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)" target="_blank">x</a>' }),
      now,
    );
    expect(post).toMatchObject({ authorName: "Priya Raman", authorImage: "/art/team/priya-raman.svg" });
    expect(post.authorRole).not.toBe("");
    expect(post.content).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it("applies the status rules: published now, scheduled, draft", async () => {
    const published = await createPost(handle.db, fields({ slug: "published" }), now);
    expect(published).toMatchObject({ isPublished: true, scheduledDate: null, publishedDate: now });

    const date = new Date(now.getTime() + 3 * DAY);
    const scheduled = await createPost(
      handle.db,
      fields({ slug: "scheduled", isPublished: false, scheduledDate: date.toISOString() }),
      now,
    );
    expect(scheduled).toMatchObject({ isPublished: true, scheduledDate: date, publishedDate: date });
    expect(await findVisiblePost(handle.db, "scheduled", now)).toBeNull();
    expect(await findVisiblePost(handle.db, "scheduled", date)).not.toBeNull();

    const draft = await createPost(handle.db, fields({ slug: "draft", isPublished: false }), now);
    expect(draft).toMatchObject({ isPublished: false, scheduledDate: null, publishedDate: null });
  });

  it("refuses a slug another post has, with a message for the admin, on create and on update", async () => {
    const first = await createPost(handle.db, fields({ slug: "taken" }), now);
    await expect(createPost(handle.db, fields({ slug: "taken" }), now)).rejects.toThrow(duplicateSlugMessage);
    const second = await createPost(handle.db, fields({ slug: "free" }), now);
    await expect(updatePost(handle.db, second.id, fields({ slug: "taken" }), now)).rejects.toThrow(duplicateSlugMessage);
    // Saving a post under its own slug is not a conflict.
    await expect(updatePost(handle.db, first.id, fields({ slug: "taken", title: "Renamed" }), now)).resolves.toMatchObject({
      title: "Renamed",
    });
  });

  it("updates and deletes by id, and says so when the post is gone", async () => {
    const post = await createPost(handle.db, fields(), now);
    const updated = await updatePost(handle.db, post.id, fields({ excerpt: "Changed.", isPublished: false }), now);
    expect(updated).toMatchObject({ excerpt: "Changed.", isPublished: false, publishedDate: null });
    expect(postFormValues(updated, "priya-raman")).toMatchObject({
      authorSlug: "priya-raman",
      featuredImage: "/uploads/abc-1.png",
      scheduledDate: "",
    });

    await deletePost(handle.db, post.id);
    expect(await handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    await expect(deletePost(handle.db, post.id)).rejects.toThrow(postNotFoundMessage);
    await expect(updatePost(handle.db, post.id, fields(), now)).rejects.toThrow(postNotFoundMessage);
  });

  it("bulk-updates the nine named posts: their images, and published dates one week apart", async () => {
    await seedDatabase(handle.db, new Date(now.getTime() - 60 * DAY));
    const result = await bulkUpdateNamedPosts(handle.db, now);
    expect(result.missing).toEqual([]);
    expect(result.updated).toHaveLength(9);

    const rows = await handle.db.select().from(blogPosts);
    for (const [index, planned] of bulkUpdatePlan.entries()) {
      const row = rows.find((r) => r.slug === planned.slug);
      expect(row?.featuredImage).toBe(planned.featuredImage);
      expect(row?.publishedDate?.getTime()).toBe(now.getTime() - index * 7 * DAY);
    }
  });

  it("reports named posts that are missing instead of failing", async () => {
    await createPost(handle.db, fields({ slug: bulkUpdatePlan[0]!.slug }), now);
    const result = await bulkUpdateNamedPosts(handle.db, now);
    expect(result.updated).toEqual([bulkUpdatePlan[0]!.slug]);
    expect(result.missing).toHaveLength(8);
  });
});
