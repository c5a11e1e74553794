--> statement-breakpoint
-- Leads that get answered (issue 19): a lead marked 'handled' before statuses existed was answered, so it becomes
-- 'contacted', answered when it was marked. It has no owner and no reply clock: it is never escalated.
UPDATE "enquiries" SET "status" = 'contacted', "first_replied_at" = COALESCE("handled_at", "created_at") WHERE "status" = 'handled';--> statement-breakpoint
INSERT INTO "lead_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
