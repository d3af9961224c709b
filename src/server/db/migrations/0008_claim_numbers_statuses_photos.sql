CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"claim_id" integer,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "claim_number" text;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_statuses" ADD CONSTRAINT "claim_statuses_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_account_id_idx" ON "claim_photos" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "claim_photos_claim_id_idx" ON "claim_photos" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_statuses_claim_id_idx" ON "claim_statuses" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_claim_number_unique" UNIQUE("claim_number");--> statement-breakpoint
-- Claims filed before numbers and timelines: the number from the year filed and the id (as the
-- server makes it), one spelling of 'In review', and a timeline of their filing and current status.
UPDATE "claims" SET "status" = 'In review' WHERE "status" = 'In Review';--> statement-breakpoint
UPDATE "claims" SET "claim_number" = 'CLM-' || extract(year FROM "created_at" AT TIME ZONE 'UTC')::int || '-' || lpad("id"::text, 6, '0') WHERE "claim_number" IS NULL;--> statement-breakpoint
INSERT INTO "claim_statuses" ("claim_id", "status", "at") SELECT "id", 'Submitted', "created_at" FROM "claims";--> statement-breakpoint
INSERT INTO "claim_statuses" ("claim_id", "status", "at") SELECT "id", "status", "created_at" FROM "claims" WHERE "status" <> 'Submitted';
