CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"state" text DEFAULT 'preparing' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"file_name" text,
	"byte_size" integer,
	"data" "bytea",
	CONSTRAINT "data_exports_state_check" CHECK ("data_exports"."state" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_account_id_idx" ON "data_exports" USING btree ("account_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_key" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_preparing_key" ON "data_exports" USING btree ("account_id") WHERE "data_exports"."state" = 'preparing';