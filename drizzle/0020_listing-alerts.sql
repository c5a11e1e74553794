CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"search_path" text,
	"listing_id" uuid,
	"frequency" text NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"enquiry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_worker_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cursor_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_key" ON "alert_deliveries" USING btree ("subscription_id","listing_id","reason");--> statement-breakpoint
CREATE INDEX "alert_deliveries_pending_idx" ON "alert_deliveries" USING btree ("subscription_id","matched_at") WHERE "alert_deliveries"."sent_at" is null and "alert_deliveries"."dropped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_token_key" ON "alert_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_active_idx" ON "alert_subscriptions" USING btree ("kind","listing_id") WHERE "alert_subscriptions"."confirmed_at" is not null and "alert_subscriptions"."unsubscribed_at" is null;