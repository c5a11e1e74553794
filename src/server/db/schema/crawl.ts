import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/* ── SEO crawler ──────────────────────────────────────────────────────── */

export const crawlJobs = pgTable("crawl_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  status: text("status", { enum: ["scraping", "completed", "failed"] })
    .notNull()
    .default("scraping"),
  completed: integer("completed").notNull().default(0),
  total: integer("total").notNull().default(0),
  creditsUsed: integer("credits_used").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  error: text("error"),
  provider: text("provider").notNull().default("builtin"),
  externalId: text("external_id"),
  /** Origins treated as the site itself (SITE_URL's, the admin's): exempt from the private-address refusal. */
  ownOrigins: jsonb("own_origins").$type<string[]>().notNull().default([]),
  maxPages: integer("max_pages").notNull().default(200),
  /** The worker instance crawling it, and until when; an expired lease means that worker died. */
  claimedBy: text("claimed_by"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  attempts: integer("attempts").notNull().default(0),
  ...timestamps,
});

export const crawlPages = pgTable(
  "crawl_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => crawlJobs.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    statusCode: integer("status_code"),
    title: text("title"),
    description: text("description"),
    /** The page's audit: headings, links, issues found. */
    audit: jsonb("audit").$type<Record<string, unknown>>().notNull().default({}),
    /** Breadth-first order in which the page was reached. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crawl_pages_job_idx").on(t.jobId)],
);
