-- Custom SQL migration file, put your code below! --
-- The listings' tables raise the 'listings' content version (issue 30, item 6): the pages that show listings are
-- kept in memory and rendered again when a listing they show changes (src/server/content-pages/content-pages.ts).
-- hand-written below
INSERT INTO "content_versions" ("scope") VALUES ('blog'), ('listings'), ('site') ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
DECLARE existing record;
BEGIN
  FOR existing IN
    SELECT t.tgname, n.nspname, c.relname FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE p.proname = 'raise_content_version' AND NOT t.tgisinternal
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I.%I', existing.tgname, existing.nspname, existing.relname);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('blog');
--> statement-breakpoint
CREATE TRIGGER "listing_agents_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "listing_images_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "listing_inspections_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_inspections"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "listing_media_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "listings_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "properties_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('listings');
--> statement-breakpoint
CREATE TRIGGER "site_content_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
--> statement-breakpoint
CREATE TRIGGER "team_members_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
--> statement-breakpoint
CREATE TRIGGER "team_slug_redirects_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
