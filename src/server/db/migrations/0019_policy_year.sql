CREATE TABLE "policy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_clock_one_row_check" CHECK ("sandbox_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "scheduled_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"term_start_date" date NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"of_payments" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_date" date,
	"claim" text,
	"claimed_at" timestamp with time zone,
	"charge_id" text,
	"last_error" text,
	"transaction_id" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_payments_kind_check" CHECK ("scheduled_payments"."kind" in ('installment', 'renewal', 'move')),
	CONSTRAINT "scheduled_payments_status_check" CHECK ("scheduled_payments"."status" in ('scheduled', 'processing', 'paid', 'failed', 'void')),
	CONSTRAINT "scheduled_payments_amount_check" CHECK ("scheduled_payments"."amount_cents" > 0 and "scheduled_payments"."fee_cents" >= 0),
	CONSTRAINT "scheduled_payments_processing_check" CHECK (("scheduled_payments"."status" = 'processing') = ("scheduled_payments"."claim" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"charge_outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_methods_outcome_check" CHECK ("sandbox_payment_methods"."charge_outcome" in ('approve', 'declined', 'insufficient_funds'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_tokens" ADD COLUMN "exp_month" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payment_tokens" ADD COLUMN "exp_year" integer;--> statement-breakpoint
ALTER TABLE "policy_notices" ADD CONSTRAINT "policy_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_notices_key_key" ON "policy_notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "policy_notices_account_id_idx" ON "policy_notices" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_payments_term_key" ON "scheduled_payments" USING btree ("policy_id","term_start_date","kind","sequence");--> statement-breakpoint
CREATE INDEX "scheduled_payments_due_idx" ON "scheduled_payments" USING btree ("status","next_attempt_date");--> statement-breakpoint
CREATE INDEX "scheduled_payments_account_id_idx" ON "scheduled_payments" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_charges_idempotency_key_key" ON "sandbox_payment_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_account_id_idx" ON "sandbox_payment_methods" USING btree ("account_id");