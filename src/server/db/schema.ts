import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

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
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_visible_idx").on(t.isPublished, t.publishedDate),
  ],
);

/* ── Accounts (tables of better-auth's Drizzle adapter) ───────────────── */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "editor", "agent"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_roles_user_role_key").on(t.userId, t.role)],
);

/**
 * An invitation to join the staff (src/server/staff/invitations.ts): the e-mailed link carries a random token, of
 * which only the SHA-256 is kept; it works once, until `expiresAt`.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "editor", "agent"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash), index("staff_invitations_email_idx").on(t.email)],
);

/**
 * Staff who were deactivated: their role as it was, so an admin can give it back. Deactivation deletes the user_roles
 * row (a user_roles row means active staff) and every session; this row is the only trace.
 */
export const formerStaff = pgTable("former_staff", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  role: text("role", { enum: ["admin", "editor", "agent"] }).notNull(),
  deactivatedBy: text("deactivated_by").references(() => user.id, { onDelete: "set null" }),
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ── The team (the /team grid and each /team/{slug} profile) ──────────── */

/**
 * One row per person on the team page, in `sort_order`. `retired_at` takes a member off the site (their address then
 * redirects to /team) without losing the record; `user_id` links the staff account that may edit this profile itself
 * (permission `profile.own`). The first rows are src/content/team.ts, written once (src/server/team/first-team.ts).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    email: text("email").notNull(),
    /** As the agency writes it ("0491 570 006"); tel: links use its +61 form. */
    phone: text("phone").notNull(),
    summary: text("summary").notNull(),
    /** Profile paragraphs, in reading order. */
    bio: jsonb("bio").$type<string[]>().notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    /** A site path: an upload cropped to the card (/uploads/…) or drawn artwork (/art/team/…); null for the placeholder. */
    portrait: text("portrait"),
    bookingUrl: text("booking_url"),
    sortOrder: integer("sort_order").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("team_members_slug_key").on(t.slug),
    uniqueIndex("team_members_user_id_key").on(t.userId),
    index("team_members_order_idx").on(t.sortOrder),
  ],
);

/** A member's former addresses (a rename changes the slug): each answers a permanent redirect to the member's current one. */
export const teamSlugRedirects = pgTable("team_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  memberId: uuid("member_id")
    .notNull()
    .references(() => teamMembers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ── Leads and the mail they cause ────────────────────────────────────── */

/** Newsletter sign-ups are enquiries too, so the admin's Leads tab shows every contact in one place. */
export const enquiryTypes = ["appraisal", "career", "contact", "newsletter", "chat"] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

/** A lead's progress; anything past 'new' means it was answered. (The same list as src/lib/leads/lead-options.ts, for the browser.) */
export const leadStatuses = ["new", "contacted", "appointment", "listed", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: enquiryTypes }).notNull(),
    fullName: text("full_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    position: text("position"),
    enquiryType: text("enquiry_type"),
    message: text("message"),
    /** Anything else that travels with the lead: quiz answers, chat transcript, suburb, intent. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** When the status last changed (kept under its old name: the CSV export's "Handled at"). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The staff member who answers it; null means the principal (no agent to route it to, or they left). */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** The reply clock (src/lib/leads/business-hours.ts): null for a newsletter sign-up, which expects no reply. */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
    /** The first move past 'new': the lead was answered. */
    firstRepliedAt: timestamp("first_replied_at", { withTimezone: true }),
    /** Set once, by the escalation job, when the reply was not made in time and the principal was told. */
    overdueAt: timestamp("overdue_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_type_idx").on(t.type),
    index("enquiries_owner_idx").on(t.ownerId),
    index("enquiries_reply_due_idx").on(t.replyDueAt).where(sql`${t.firstRepliedAt} is null and ${t.overdueAt} is null`),
  ],
);

/** A staff member's note on a lead (a call made, an appointment booked); the author stays named if they leave. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

/**
 * Who answers which leads: a rule matches by enquiry type (a form, e.g. 'appraisal', or a contact enquiry type, e.g.
 * 'selling'), by suburb, or both; the first match in `position` order wins. A rule's staff member leaving removes it.
 */
export const leadRoutingRules = pgTable(
  "lead_routing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryType: text("enquiry_type"),
    suburb: text("suburb"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_routing_rules_position_idx").on(t.position, t.createdAt)],
);

/** Each agent's last turn of the round robin (a rising number): the agent whose turn is oldest gets the next lead. */
export const leadRoundRobin = pgTable("lead_round_robin", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastTurn: bigint("last_turn", { mode: "number" }).notNull(),
});

/** The lead settings: one row (id 1). The principal hears of overdue leads; holidays stop the reply clock. */
export const leadSettings = pgTable("lead_settings", {
  id: integer("id").primaryKey().default(1),
  /** Null: AGENCY_NOTIFY_EMAIL. */
  principalEmail: text("principal_email"),
  /** "YYYY-MM-DD" dates in Sydney. */
  publicHolidays: jsonb("public_holidays").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The worker sending it, and until when (renewed while the SMTP conversation lasts); an expired lease means that worker died. */
    claimedBy: text("claimed_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/* ── Events calendar ──────────────────────────────────────────────────── */

export const eventCategories = ["community", "sports", "arts", "market", "family", "other"] as const;

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    suburb: text("suburb").notNull(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    url: text("url"),
    /** Where the event came from: 'seed', 'admin' or 'ics'. */
    source: text("source").notNull().default("admin"),
    /** UID of the iCalendar VEVENT, so that re-imports update instead of duplicating. */
    externalUid: text("external_uid"),
    ...timestamps,
  },
  (t) => [
    index("events_suburb_date_idx").on(t.suburb, t.date),
    uniqueIndex("events_suburb_uid_key").on(t.suburb, t.externalUid).where(sql`${t.externalUid} is not null`),
  ],
);

/* ── SEO crawler ──────────────────────────────────────────────────────── */

export const crawlJobs = pgTable("crawl_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  status: text("status", { enum: ["scraping", "completed", "failed"] }).notNull().default("scraping"),
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

/* ── Rate limiting shared by every app instance ───────────────────────── */

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Accounts locked after repeated failed sign-ins (src/server/auth/sign-in-throttle.ts), keyed by the address as typed
 * (normalised), so an address with no account is locked the same way. `lockCount` makes each further lock longer.
 */
export const signInLocks = pgTable("sign_in_locks", {
  email: text("email").primaryKey(),
  lockCount: integer("lock_count").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});

/**
 * One row per successful sign-in, for the admin's sign-in history (/admin/sign-ins). Sessions cannot serve: a sign-out,
 * an expiry or a password change deletes their rows. The address is the account's at the time; a deleted account's rows go.
 */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_events_created_at_idx").on(t.createdAt)],
);

/* ── Facts about the database itself ──────────────────────────────────── */

/**
 * One row per piece of one-time setup done to this database (src/server/db/seed.ts writes "demo-content"), so that
 * it is never done again: a demo post an admin deleted stays deleted across restarts and deploys.
 */
export const setupSteps = pgTable("setup_steps", {
  name: text("name").primaryKey(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's editable content documents (the agency's identity, testimonials, suburb facts, FAQs, the ticker), one
 * row per document, validated by its schema in src/server/site-content/documents.ts. A document with no row is its
 * first content, from src/content/. A trigger raises the 'site' content version on every write (migration 0007).
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * A counter per kind of content, raised by a trigger on every write to its table (migration 0003), so every app
 * instance can tell with one small query whether what it built from that content (the assistant's knowledge) is stale.
 */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Periodic work that one instance at a time must do, once per interval across all of them (one row per iCalendar feed:
 * `src/server/jobs/named-lease.ts`): who holds it until when, and when it last ran.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  claimedBy: text("claimed_by"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
export * from "./schema/listings";
export * from "./schema/listing-images";
export * from "./schema/sign-in-devices";
export * from "./schema/uploads";
