CREATE TABLE "payment_customers" (
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"bank_name" text,
	"provider_method_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('card', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"bank_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sandbox_bank_link_tokens_kind_check" CHECK ("sandbox_bank_link_tokens"."kind" in ('link', 'public'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_account_id" integer
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_secret_hash" text NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_setup_intents_status_check" CHECK ("sandbox_setup_intents"."status" in ('requires_action', 'succeeded', 'requires_payment_method'))
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_bank_link_tokens" ADD CONSTRAINT "sandbox_bank_link_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_confirmation_tokens" ADD CONSTRAINT "sandbox_confirmation_tokens_used_by_account_id_accounts_id_fk" FOREIGN KEY ("used_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_setup_intents" ADD CONSTRAINT "sandbox_setup_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_account_id_provider_key" ON "payment_customers" USING btree ("account_id","provider");--> statement-breakpoint
CREATE INDEX "sandbox_bank_link_tokens_account_id_idx" ON "sandbox_bank_link_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sandbox_confirmation_tokens_used_by_account_id_idx" ON "sandbox_confirmation_tokens" USING btree ("used_by_account_id");--> statement-breakpoint
CREATE INDEX "sandbox_setup_intents_account_id_idx" ON "sandbox_setup_intents" USING btree ("account_id");