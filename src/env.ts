import "server-only";
import { z } from "zod";
import { site } from "@/content/site";

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
  CHAT_KNOWLEDGE_REFRESH_MS: z.coerce.number().int().min(10_000).default(600_000),

  /* Lead capture and e-mail. Without SMTP_URL every message waits in the outbox table (visible in the admin). */
  /** Any SMTP server as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(z.string().regex(/^smtps?:\/\/./, "must start with smtp:// or smtps://").optional())
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default(`${site.name} <${site.email}>`),
  /** Where new-lead notifications go. */
  AGENCY_NOTIFY_EMAIL: z.string().trim().email().default(site.email),
  /** Seconds between outbox delivery rounds (each new enquiry also wakes the worker at once). */
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Public form submissions allowed per visitor IP and form in each window. */
  RATE_LIMIT_FORMS_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORMS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
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
