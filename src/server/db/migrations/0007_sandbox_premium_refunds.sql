CREATE TABLE "sandbox_premium_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"policy_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_premium_refunds_idempotency_key_key" ON "sandbox_premium_refunds" USING btree ("idempotency_key");