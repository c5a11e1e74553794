ALTER TABLE "listing_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hold_approved_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hold_approved_by" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hold_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "material_facts" text;