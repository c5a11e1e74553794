CREATE TABLE "former_staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"deactivated_by" text,
	"deactivated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"summary" text NOT NULL,
	"bio" jsonb NOT NULL,
	"specialties" jsonb NOT NULL,
	"portrait" text,
	"booking_url" text,
	"sort_order" integer NOT NULL,
	"user_id" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "former_staff" ADD CONSTRAINT "former_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_staff" ADD CONSTRAINT "former_staff_deactivated_by_user_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_slug_redirects" ADD CONSTRAINT "team_slug_redirects_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_slug_key" ON "team_members" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_id_key" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_members_order_idx" ON "team_members" USING btree ("sort_order");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The team: every statement that writes team_members or team_slug_redirects raises the 'site' content
-- version, so /team, the profiles, the sitemap and the assistant's knowledge are rendered again from the database
-- (src/server/content-pages/content-pages.ts, src/server/chat/knowledge-store.ts).
INSERT INTO "content_versions" ("scope") VALUES ('site') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "team_members_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
--> statement-breakpoint
CREATE TRIGGER "team_slug_redirects_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
