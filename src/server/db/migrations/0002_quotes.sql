CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_item_id" text NOT NULL,
	"client_id" text NOT NULL,
	"account_id" integer,
	"request" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"coverage" jsonb NOT NULL,
	"premium_cents" integer NOT NULL,
	"schedules" jsonb NOT NULL,
	"liability_approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_work_item_id_key" ON "quotes" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "quotes_account_id_idx" ON "quotes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "quotes_expires_at_idx" ON "quotes" USING btree ("expires_at");