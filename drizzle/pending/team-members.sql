-- The team (wt-team): every statement that writes team_members or team_slug_redirects raises the 'site' content
-- version, so /team, the profiles, the sitemap and the assistant's knowledge are rendered again from the database
-- (src/server/content-pages/content-pages.ts, src/server/chat/knowledge-store.ts).
INSERT INTO "content_versions" ("scope") VALUES ('site') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "team_members_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
--> statement-breakpoint
CREATE TRIGGER "team_slug_redirects_raise_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"('site');
