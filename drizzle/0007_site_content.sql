CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
-- Hand-written below: every write to the site's content raises the 'site' content version (and announces it, as
-- 'blog' does), so the pages showing it are rendered again on every instance (scripts/content-pages.mjs).
INSERT INTO "content_versions" ("scope") VALUES ('site') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "site_content_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
