ALTER TABLE "transactions" ADD COLUMN "term_start_date" date;--> statement-breakpoint
-- A policy's payments made before a renewal belong to the term the renewal ended (the earliest
-- renewal after the payment names it as previousTerm); the others to the policy's current term.
UPDATE "transactions" AS t SET "term_start_date" = COALESCE(
  (SELECT (c."details"->'previousTerm'->>'start')::date FROM "policy_changes" AS c
    WHERE c."policy_id" = t."policy_id" AND c."kind" = 'renewed' AND c."created_at" > t."created_at"
    ORDER BY c."created_at", c."id" LIMIT 1),
  p."policy_start_date")
FROM "policies" AS p WHERE p."id" = t."policy_id";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_term_check" CHECK ("transactions"."policy_id" is null or "transactions"."term_start_date" is not null);
