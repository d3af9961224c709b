CREATE TABLE "diagnostics_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"support_message_id" integer NOT NULL,
	"account_id" integer,
	"body" jsonb NOT NULL,
	"route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnostics_snapshots" ADD CONSTRAINT "diagnostics_snapshots_support_message_id_support_messages_id_fk" FOREIGN KEY ("support_message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostics_snapshots" ADD CONSTRAINT "diagnostics_snapshots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostics_snapshots_support_message_id_idx" ON "diagnostics_snapshots" USING btree ("support_message_id");--> statement-breakpoint
CREATE INDEX "diagnostics_snapshots_account_id_idx" ON "diagnostics_snapshots" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "diagnostics_snapshots_created_at_idx" ON "diagnostics_snapshots" USING btree ("created_at");