CREATE TABLE "listing_image_sources" (
	"source_key" text PRIMARY KEY NOT NULL,
	"mod_time" timestamp with time zone NOT NULL,
	"image_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_format" text,
	"source_bytes" integer,
	"width" integer,
	"height" integer,
	"placeholder" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	CONSTRAINT "listing_images_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
ALTER TABLE "listing_image_sources" ADD CONSTRAINT "listing_image_sources_image_id_listing_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."listing_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_image_sources_image_idx" ON "listing_image_sources" USING btree ("image_id");