ALTER TABLE "claims" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_cents" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_outcome_check" CHECK ("claims"."outcome" in ('paid', 'denied', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_outcome_closed_check" CHECK ("claims"."outcome" is null or "claims"."status" = 'Closed');--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_outcome_amount_check" CHECK (coalesce("claims"."outcome" = 'paid', false) = ("claims"."paid_cents" is not null) and coalesce("claims"."paid_cents", 0) >= 0);--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_outcome_reason_check" CHECK ("claims"."outcome" is distinct from 'denied' or "claims"."outcome_reason" is not null);