-- The quote's JSON columns are written by every quote and only ever read back whole: json keeps
-- the checked text, where jsonb converted it to its binary form and back (issue 15).
ALTER TABLE "quotes" ALTER COLUMN "request" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "answers" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "coverage" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "schedules" SET DATA TYPE json;