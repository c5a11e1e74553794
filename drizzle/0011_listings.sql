CREATE TABLE "feed_file_entries" (
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"filename" text,
	"sha256" text NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"xml" text,
	"status" text DEFAULT 'received' NOT NULL,
	"diagnostics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"allowed_agent_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_hash" text,
	"from_env" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"expect_file_within_hours" integer DEFAULT 24 NOT NULL,
	"last_file_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"agency_id" text,
	"name" text,
	"email" text,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team_member_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"file_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"raw" text NOT NULL,
	"key" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slot" text NOT NULL,
	"source_url" text,
	"source_file" text,
	"inline" boolean DEFAULT false NOT NULL,
	"source_file_id" uuid,
	"format" text,
	"mod_time" timestamp with time zone,
	"image_id" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid,
	"agent_id" text NOT NULL,
	"unique_id" text NOT NULL,
	"property_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"under_offer" boolean DEFAULT false NOT NULL,
	"authority" text,
	"category" text,
	"headline" text,
	"description" text,
	"suburb" text,
	"postcode" text,
	"state" text,
	"address_display" boolean DEFAULT true NOT NULL,
	"bedrooms" integer,
	"is_studio" boolean DEFAULT false NOT NULL,
	"bathrooms" integer,
	"ensuites" integer,
	"toilets" integer,
	"garages" integer,
	"carports" integer,
	"open_spaces" integer,
	"living_areas" integer,
	"land_area_m2" double precision,
	"building_area_m2" double precision,
	"energy_rating" double precision,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_features" text,
	"search_price" integer,
	"price_display" boolean DEFAULT true NOT NULL,
	"price_text" text,
	"rent_weekly" integer,
	"rent_display" boolean DEFAULT true NOT NULL,
	"bond" integer,
	"available_from" date,
	"auction_at" timestamp with time zone,
	"sold_at" date,
	"sold_price" integer,
	"sold_price_display" text,
	"video_url" text,
	"external_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listed_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone,
	"feed_mod_time" timestamp with time zone NOT NULL,
	"last_file_id" uuid,
	"published" boolean DEFAULT false NOT NULL,
	"hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"admin_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_key" text NOT NULL,
	"sub_number" text,
	"lot_number" text,
	"street_number" text,
	"street" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_file_entries" ADD CONSTRAINT "feed_file_entries_file_id_feed_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."feed_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_files" ADD CONSTRAINT "feed_files_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agents" ADD CONSTRAINT "listing_agents_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_file_id_feed_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."feed_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_inspections" ADD CONSTRAINT "listing_inspections_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_media" ADD CONSTRAINT "listing_media_source_file_id_feed_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."feed_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_source_id_feed_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."feed_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_last_file_id_feed_files_id_fk" FOREIGN KEY ("last_file_id") REFERENCES "public"."feed_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_file_entries_key" ON "feed_file_entries" USING btree ("file_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_files_source_sha256_key" ON "feed_files" USING btree ("source_id","sha256");--> statement-breakpoint
CREATE INDEX "feed_files_status_idx" ON "feed_files" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_name_key" ON "feed_sources" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_sources_token_hash_key" ON "feed_sources" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_agents_position_key" ON "listing_agents" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","at");--> statement-breakpoint
CREATE INDEX "listing_events_type_idx" ON "listing_events" USING btree ("type","at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_inspections_key" ON "listing_inspections" USING btree ("listing_id","key");--> statement-breakpoint
CREATE INDEX "listing_inspections_starts_idx" ON "listing_inspections" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_media_slot_key" ON "listing_media" USING btree ("listing_id","kind","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_identity_key" ON "listings" USING btree ("agent_id","unique_id");--> statement-breakpoint
CREATE INDEX "listings_status_kind_idx" ON "listings" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "listings_suburb_idx" ON "listings" USING btree ("suburb","channel","status");--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("channel","search_price");--> statement-breakpoint
CREATE INDEX "listings_property_idx" ON "listings" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_address_key" ON "properties" USING btree ("address_key");