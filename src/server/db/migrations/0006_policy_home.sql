CREATE TABLE "evidence_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"policy_kind" text NOT NULL,
	"policy_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "evidence_codes_policy_kind_check" CHECK ("evidence_codes"."policy_kind" in ('own', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "policy_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"effective_date" date NOT NULL,
	"amount_cents" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_changes_kind_check" CHECK ("policy_changes"."kind" in ('renewal_off', 'renewal_on', 'cancelled', 'moved', 'renewed'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer,
	"policy_id" integer,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_kind_check" CHECK ("support_messages"."kind" in ('message', 'addition', 'second_policy'))
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancellation_date" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "policy_changes" ADD CONSTRAINT "policy_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_codes_policy_idx" ON "evidence_codes" USING btree ("policy_kind","policy_id");--> statement-breakpoint
CREATE INDEX "policy_changes_policy_id_idx" ON "policy_changes" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_account_id_idx" ON "support_messages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "support_messages_policy_id_idx" ON "support_messages" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "support_messages_created_at_idx" ON "support_messages" USING btree ("created_at");