import { sql } from "drizzle-orm";
import { team } from "@/content/team";
import type { Db } from "./connect";
import { blogPosts, events, setupSteps } from "./schema";
import { seedEvents } from "./seed-data/events";
import { seedPosts } from "./seed-data/blog-posts";
import { agencyDate } from "@/lib/format/date";

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(isoDate: string, days: number): string {
  const base = new Date(`${isoDate}T00:00:00Z`);
  return new Date(base.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

type Writer = Pick<Db, "insert" | "select">;

export interface SeedOutcome {
  /** False when this database had been seeded before (or already had content): nothing was written. */
  seeded: boolean;
  posts: number;
  events: number;
}

const demoContentStep = "demo-content";
/** Written with the demo content when the demo listings are wanted: the demo feed job imports them, once (src/server/listings/demo-import.ts). */
export const demoListingsWantedStep = "demo-listings-wanted";

/**
 * The start-up seed: writes the demo posts and events into a new, empty database exactly once, and records that it did
 * (`setup_steps`), so a demo post or event an admin deleted never comes back at a restart or a deploy. A database
 * that already has posts or events (one from before this record existed) is only marked. Instances starting together
 * race on the record's primary key inside one transaction: one seeds, the others wait for it and write nothing.
 */
export async function seedEmptyDatabaseOnce(
  db: Db,
  now: Date = new Date(),
  options: { demoListings?: boolean } = {},
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(setupSteps)
      .values({ name: demoContentStep, doneAt: now })
      .onConflictDoNothing()
      .returning({ name: setupSteps.name });
    if (claimed.length === 0) return { seeded: false, posts: 0, events: 0 };
    const [anyPost] = await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    const [anyEvent] = await tx.select({ id: events.id }).from(events).limit(1);
    if (anyPost || anyEvent) return { seeded: false, posts: 0, events: 0 };
    // Only a new database gets the demo listings, never one that is already in use.
    if (options.demoListings) await tx.insert(setupSteps).values({ name: demoListingsWantedStep, doneAt: now }).onConflictDoNothing();
    return { seeded: true, ...(await seedDatabase(tx, now)) };
  });
}

/**
 * Adds the demo blog posts and upcoming Gregory Hills events that are missing (`npm run db:seed`, and the start-up seed
 * above). Posts are keyed by their fixed slugs and events by a stable seed key, so running it twice adds nothing the
 * second time.
 */
export async function seedDatabase(db: Writer, now: Date = new Date()): Promise<{ posts: number; events: number }> {
  const postRows = seedPosts.map((post) => {
    const author = team.find((member) => member.slug === post.authorSlug);
    if (!author) throw new Error(`Seed post ${post.slug} names an unknown author ${post.authorSlug}`);
    const published = new Date(now.getTime() - post.daysAgo * DAY_MS);
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      category: post.category,
      authorName: author.name,
      authorRole: author.role,
      authorImage: author.imageUrl,
      featuredImage: post.cover,
      publishedDate: published,
      scheduledDate: null,
      readTime: post.readTime,
      isPublished: true,
      metaTitle: post.metaTitle ?? null,
      metaDescription: post.metaDescription ?? null,
      createdAt: published,
      // The seed's own date, not the moment the server first started: articles' dateModified and the sitemap read it.
      updatedAt: published,
    };
  });
  const insertedPosts = await db
    .insert(blogPosts)
    .values(postRows)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });

  const today = agencyDate(now);
  const eventRows = seedEvents.map((event) => ({
    suburb: event.suburb,
    title: event.title,
    date: addDays(today, event.dayOffset),
    time: event.time,
    location: event.location,
    description: event.description,
    category: event.category,
    url: event.url ?? null,
    source: "seed",
    externalUid: `seed:${event.key}`,
  }));
  const insertedEvents = await db
    .insert(events)
    .values(eventRows)
    .onConflictDoNothing({ target: [events.suburb, events.externalUid], where: sql`${events.externalUid} is not null` })
    .returning({ id: events.id });

  return { posts: insertedPosts.length, events: insertedEvents.length };
}
