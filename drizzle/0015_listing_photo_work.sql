ALTER TABLE "feed_files" ADD COLUMN "body_pruned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD COLUMN "silent_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_status" text;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_error" text;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_claimed_by" text;--> statement-breakpoint
ALTER TABLE "listing_media" ADD COLUMN "image_lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_media_image_work_idx" ON "listing_media" USING btree ("image_status","image_next_attempt_at");--> statement-breakpoint
-- hand-written below
-- Slots stored before the photo worker existed: an image already stored is done; any other photo or floor plan waits for the worker.
UPDATE "listing_media" SET "image_status" = CASE WHEN "image_id" IS NOT NULL THEN 'stored' ELSE 'pending' END WHERE "kind" IN ('photo', 'floorplan');
