CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_item_id" text NOT NULL,
	"email" text NOT NULL,
	"account_id" integer,
	"payment_token_hash" text NOT NULL,
	"status" text NOT NULL,
	"policy_id" integer,
	"charge_id" text,
	"amount_cents" integer,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('processing', 'issued', 'failed')),
	CONSTRAINT "purchases_email_lowercase" CHECK ("purchases"."email" = lower("purchases"."email"))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"policy_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"work_item_id" text NOT NULL,
	"method" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text DEFAULT 'approve' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_tokens_method_check" CHECK ("sandbox_payment_tokens"."method" in ('cc', 'bank'))
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_kind_check";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "manager_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "renters_association_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_work_item_id_key" ON "purchases" USING btree ("work_item_id");--> statement-breakpoint
CREATE INDEX "purchases_email_created_at_idx" ON "purchases" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "purchases_account_id_idx" ON "purchases" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "purchases_policy_id_idx" ON "purchases" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payment_tokens_work_item_id_idx" ON "sandbox_payment_tokens" USING btree ("work_item_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('session', 'twoFactorChallenge', 'twoFactorSetup', 'onboarding'));