CREATE TABLE "alert_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid,
	"outbox_id" uuid,
	"open_token" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_mails" ADD CONSTRAINT "alert_mails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_mails_open_token_key" ON "alert_mails" USING btree ("open_token");--> statement-breakpoint
CREATE INDEX "alert_mails_queued_at_idx" ON "alert_mails" USING btree ("queued_at");