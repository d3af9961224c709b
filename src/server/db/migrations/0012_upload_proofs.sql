CREATE TABLE "third_party_proofs" (
	"third_party_policy_id" integer PRIMARY KEY NOT NULL,
	"management_company_id" integer,
	"file_sha256" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"read_by" text NOT NULL,
	"verdicts" jsonb NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"manager_notified_at" timestamp with time zone,
	"claimed_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_proofs_review_status_check" CHECK ("third_party_proofs"."review_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "third_party_proofs_read_by_check" CHECK ("third_party_proofs"."read_by" in ('text', 'ocr', 'none'))
);
--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "auto_approve_proofs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "third_party_proofs" ADD CONSTRAINT "third_party_proofs_third_party_policy_id_third_party_policies_id_fk" FOREIGN KEY ("third_party_policy_id") REFERENCES "public"."third_party_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_proofs" ADD CONSTRAINT "third_party_proofs_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "third_party_proofs_management_company_id_idx" ON "third_party_proofs" USING btree ("management_company_id");--> statement-breakpoint
CREATE INDEX "third_party_proofs_review_status_idx" ON "third_party_proofs" USING btree ("review_status","created_at");--> statement-breakpoint
CREATE INDEX "third_party_proofs_file_sha256_idx" ON "third_party_proofs" USING btree ("file_sha256");