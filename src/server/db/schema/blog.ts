import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { user } from "./auth";

/* ── Blog ─────────────────────────────────────────────────────────────── */

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    authorName: text("author_name").notNull(),
    authorRole: text("author_role").notNull(),
    authorImage: text("author_image"),
    featuredImage: text("featured_image"),
    publishedDate: timestamp("published_date", { withTimezone: true }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    readTime: text("read_time").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    /**
     * The staff account that created the post, so an agent may edit their own drafts and nobody else's. Null for posts
     * from before roles, the seed and the API's tools, and once that account is deleted.
     */
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("blog_posts_slug_key").on(t.slug), index("blog_posts_visible_idx").on(t.isPublished, t.publishedDate)],
);
