CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_round_robin" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_turn" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_type" text,
	"suburb" text,
	"owner_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"principal_email" text,
	"public_holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_round_robin" ADD CONSTRAINT "lead_round_robin_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_routing_rules" ADD CONSTRAINT "lead_routing_rules_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_enquiry_idx" ON "lead_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_routing_rules_position_idx" ON "lead_routing_rules" USING btree ("position","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "enquiries_reply_due_idx" ON "enquiries" USING btree ("reply_due_at") WHERE "enquiries"."first_replied_at" is null and "enquiries"."overdue_at" is null;--> statement-breakpoint
-- Leads that get answered (issue 19): a lead marked 'handled' before statuses existed was answered, so it becomes
-- 'contacted', answered when it was marked. It has no owner and no reply clock: it is never escalated.
UPDATE "enquiries" SET "status" = 'contacted', "first_replied_at" = COALESCE("handled_at", "created_at") WHERE "status" = 'handled';--> statement-breakpoint
INSERT INTO "lead_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
