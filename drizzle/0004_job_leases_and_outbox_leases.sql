CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;