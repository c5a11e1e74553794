-- Every raise of a content version is also announced (NOTIFY content_versions, '<scope>'), delivered when the writing
-- transaction commits. The embedded database hears its own writes this way before the write returns, so the server
-- knows its pages are stale without asking the database on every request (scripts/content-pages.mjs).
CREATE OR REPLACE FUNCTION "raise_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "scope" = TG_ARGV[0];
  PERFORM pg_notify('content_versions', TG_ARGV[0]);
  RETURN NULL;
END
$$;
