import "server-only";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once. Nothing else reads process.env.
 * Defaults make `npm start` work with no configuration at all.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** The port this server listens on (scripts/server.ts): on loopback, one of the site's own origins. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set by Next.js; 'phase-production-build' while `next build` runs, when the database must stay closed. */
  NEXT_PHASE: z.string().optional(),
  /** Seed an empty database with the demo posts and events on first start. */
  SEED_ON_START: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),

  /* Uploaded images (src/server/uploads/). With S3_BUCKET set they are stored in that S3-compatible bucket, so every
     app instance serves every upload; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are then required (start-up refuses
     the bucket without them, src/server/unsafe-configuration.ts). Unset, they stay in DATA_DIR/uploads. */
  /** An S3-compatible service's address (MinIO, Cloudflare R2, …). Unset: AWS S3. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z
    .string()
    .trim()
    .transform((v) => (v === "" ? "us-east-1" : v))
    .default("us-east-1"),
  S3_BUCKET: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** Address objects as {endpoint}/{bucket}/{name} instead of {bucket}.{endpoint}/{name}: `true` for MinIO and most self-hosted services. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** A CDN or the bucket's public address: image URLs become {S3_PUBLIC_URL}/{name}. Unset: /uploads/{name}, served from the bucket by the app. */
  S3_PUBLIC_URL: optionalUrl,

  /* Uploads per staff member (src/server/uploads/allowance.ts) and the clean-up of unused ones (cleanup.ts). */
  /** Images (uploads, portraits, AI covers) one person may store per window; the next gets HTTP 429. */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Megabytes of stored images one person may hold at once (fractions allowed); past it, HTTP 413. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(250),
  /** Hours an upload that no post, team profile, account or site content uses is kept before it is deleted. */
  UPLOAD_CLEANUP_GRACE_HOURS: z.coerce.number().positive().default(24),

  /* Chat assistant. With AI_BASE_URL, AI_API_KEY and AI_MODEL all set, answers come from that
     OpenAI-compatible API; otherwise the embedded answerer replies from the site's own content. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  AI_MODEL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** How long to wait for the model before ending the answer with an error. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  /** Chat messages allowed per visitor IP in each window. */
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  CHAT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Pause between the embedded answerer's streamed words: a natural typing pace (0 streams at once). */
  CHAT_WORD_DELAY_MS: z.coerce.number().int().min(0).max(500).default(15),
  /** How often the chat's knowledge base re-reads the published blog posts. */

  /* AI cover images for blog posts (admin). With AI_IMAGE_BASE_URL and AI_IMAGE_API_KEY set, images come from
     that OpenAI-compatible images API (POST {base}/images/generations); otherwise an on-brand cover is drawn
     from the description (src/server/ai-image/). Either way the image is stored like an upload. */
  AI_IMAGE_BASE_URL: optionalUrl,
  AI_IMAGE_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  AI_IMAGE_MODEL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? "gpt-image-1" : v))
    .default("gpt-image-1"),
  /** How long to wait for the images API (image models are slow) before reporting a failure. */
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(90_000),

  /* Lead capture and e-mail. Without SMTP_URL every message waits in the outbox table (visible in the admin). */
  /** Any SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\/./, "must start with smtp:// or smtps://")
        .optional(),
    )
    .optional(),
  /** The sender of every e-mail; unset, the brand at the agency's first address (src/server/email/mail-from.ts). */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Where new-lead notifications go; unset, to the agency's e-mail in its settings. */
  AGENCY_NOTIFY_EMAIL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.email().optional())
    .optional(),
  /** Seconds between outbox delivery rounds (each new enquiry also wakes the worker at once). */
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Public form submissions allowed per visitor IP and form in each window. */
  RATE_LIMIT_FORMS_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORMS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Forms and chat: only accepted requests spend the limit; every request, valid or not, counts toward this many times it. */
  RATE_LIMIT_ATTEMPTS_FACTOR: z.coerce.number().int().min(1).max(1000).default(5),

  /* Accounts (better-auth). */
  /** Signs session cookies and tokens. Unset: one is generated once and kept in DATA_DIR/auth-secret (see src/server/auth/secret.ts). */
  BETTER_AUTH_SECRET: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(32, "must be at least 32 characters").optional())
    .optional(),
  /**
   * Pinned at build time so that instances built separately agree on server-action ids (Next embeds it in the build);
   * set at run time too, a start on a build made with another key is refused (src/server/unsafe-configuration.ts).
   */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** The origin browsers use to reach the site's auth API (e-mail links, CSRF origin check). Default: SITE_URL. */
  BETTER_AUTH_URL: optionalUrl,
  /** First start with no admin: create (or, with the matching password, promote) this account as admin. */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().email().optional())
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** Sign-up attempts allowed per client IP in each window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /* Failed sign-ins (SECURITY.md "Sessions and accounts"), counted in each window of AUTH_SIGN_IN_FAILURE_WINDOW_MINUTES. */
  /** Failures for one account, from any address, that lock it. */
  AUTH_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Failures for one account from one address before that address is refused for that account. */
  AUTH_ADDRESS_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failures from one address, over all accounts, before that address is refused for every account. */
  AUTH_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  AUTH_SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Length of an account's first lock; each further lock within a day doubles it, up to 24 hours. */
  AUTH_ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),

  /* 'What's On' events: optional iCalendar feeds imported on a schedule. Feeds come from this JSON map
     of suburb (name or slug) to URL, e.g. {"Gregory Hills":"https://…/events.ics"}, and/or from
     EVENTS_ICS_URL_<SUBURB> variables (EVENTS_ICS_URL_GREGORY_HILLS=…), see eventsIcsUrlVariables below. */
  EVENTS_ICS_FEEDS: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be a JSON object such as {"Gregory Hills":"https://…/events.ics"}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().trim().min(1), z.string().trim().url())),
  /** Minutes between iCalendar imports of each feed, across all instances (fractions allowed, at least 3 s: tests). */
  EVENTS_ICS_INTERVAL_MINUTES: z.coerce.number().min(0.05).max(10_080).default(60),

  /* SEO crawler (the admin's 'SEO & Crawl Tools' tab), see src/server/crawl/. */
  /** Most pages one crawl fetches; internal links beyond it are only checked for being broken. */
  CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(200),
  /** Requests one crawl has in flight at once. */
  CRAWL_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  /** Per-request timeout (connection, headers and body). */
  CRAWL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** With a key, crawls run on Firecrawl's hosted API instead of the built-in auditor. */
  FIRECRAWL_API_KEY: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  FIRECRAWL_BASE_URL: z.string().trim().url().default("https://api.firecrawl.dev"),

  /* Listings (docs/listings.md). */
  /** Declares one REAXML feed source: a CRM posts to /api/feeds/reaxml with `Authorization: Bearer <this>` (16+ characters). */
  LISTINGS_FEED_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().min(16, "must be at least 16 characters").optional())
    .optional(),
  /** A folder an SFTP server writes REAXML files (.xml or .zip) into; polled every 10 s. Processed files move to `archive/` or `failed/` beside it. Unset: off. */
  LISTINGS_DROP_DIR: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  /** With SEED_ON_START, a new database's first start imports the synthetic demo feed (docs/listings.md); false: not. */
  LISTINGS_DEMO_FEED: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** Days a received feed file's body (its XML, a zip's images) and the drop folder's archive/ and failed/ files are kept. */
  LISTINGS_FEED_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /* Listing photos (src/server/listings/media/). */
  /** Comma-separated hosts (`host` or `host:port`, e.g. `127.0.0.1:4599`) that listing photos may be fetched from even
      though they resolve to a private or loopback address (tests, a CRM's image server on the office network). */
  LISTINGS_MEDIA_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ""),
    )
    .pipe(z.array(z.string().regex(/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/, "must be host or host:port, comma-separated"))),
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv(process.env);

const icsUrlVariable = /^EVENTS_ICS_URL_([A-Z0-9_]+)$/;
const icsUrlSchema = z.string().trim().url();

/**
 * EVENTS_ICS_URL_<SUBURB> variables as { SUBURB: url } (e.g. { GREGORY_HILLS: "https://…" }), each a
 * validated URL. Their names are open-ended, so they are collected here rather than in the schema above.
 */
function parseIcsUrlVariables(source: NodeJS.ProcessEnv): Record<string, string> {
  const found: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const match = icsUrlVariable.exec(name);
    if (!match?.[1] || value === undefined || value.trim() === "") continue;
    const parsed = icsUrlSchema.safeParse(value);
    if (parsed.success) found[match[1]] = parsed.data;
    else problems.push(`  ${name}: must be a URL`);
  }
  if (problems.length > 0) throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  return found;
}

export const eventsIcsUrlVariables: Readonly<Record<string, string>> = parseIcsUrlVariables(process.env);
