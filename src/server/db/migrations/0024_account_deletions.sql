CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"kept" jsonb,
	"deleted" jsonb
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_account_id_idx" ON "account_deletions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_deletions_tenant_id_idx" ON "account_deletions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "account_deletions_code_expires_at_idx" ON "account_deletions" USING btree ("code_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_one_pending_key" ON "account_deletions" USING btree ("account_id") WHERE "account_deletions"."completed_at" is null;