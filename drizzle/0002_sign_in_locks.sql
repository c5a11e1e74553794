CREATE TABLE "sign_in_locks" (
	"email" text PRIMARY KEY NOT NULL,
	"lock_count" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
