-- A sales report's next action may name a day without a time: the form's time is optional, and a day given alone
-- was stored as midnight and shown as "… 00:00". The day stays in `next_action_at` (at midnight, so the order by date
-- holds) and `next_action_timed` says whether a time was given. Before this, leaving the time empty was the only way
-- to get midnight (a next action is not planned for 00:00), so the midnights already stored become days.
ALTER TABLE "sales_reports" ADD COLUMN "next_action_timed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "sales_reports" SET "next_action_timed" = false WHERE "next_action_at" IS NOT NULL AND "next_action_at"::time = '00:00:00';
