ALTER TABLE "crawl_jobs" ADD COLUMN "own_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "max_pages" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;