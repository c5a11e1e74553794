CREATE TABLE "sign_in_devices" (
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_token_hash_email_pk" PRIMARY KEY("token_hash","email")
);
--> statement-breakpoint
CREATE INDEX "sign_in_devices_email_idx" ON "sign_in_devices" USING btree ("email");--> statement-breakpoint
-- hand-written below
-- Reset links are now stored as the SHA-256 of their identifier (src/server/auth/auth.ts): links still waiting in clear stop working.
DELETE FROM "verification" WHERE "identifier" LIKE 'reset-password:%';
