CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"renters_association_member" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_method" text,
	"two_factor_deadline" date,
	"two_factor_secret" text,
	"two_factor_last_step" integer,
	"stripe_payment_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lowercase" CHECK ("accounts"."email" = lower("accounts"."email")),
	CONSTRAINT "accounts_two_factor_method_check" CHECK ("accounts"."two_factor_method" in ('totp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"type" text NOT NULL,
	"additional_details" text,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"time" text NOT NULL,
	"description" text NOT NULL,
	"property" text NOT NULL,
	"payee" text NOT NULL,
	"habitable" boolean NOT NULL,
	"vacated" boolean NOT NULL,
	"police" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_type_check" CHECK ("claims"."type" in ('Liability Claim', 'Property Claim'))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"policy_number" text NOT NULL,
	"current_term_start_date" date NOT NULL,
	"current_term_end_date" date NOT NULL,
	"liability_limit" integer NOT NULL,
	"contents_limit" integer NOT NULL,
	"price_per_month_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"unit" text,
	"lease_start" date,
	"lease_end" date
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "management_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"interested_party" text NOT NULL,
	"interested_party_mailing_address" text NOT NULL,
	"interested_party_liability_limit" integer,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"owner_email" text NOT NULL,
	"liability_limit" integer,
	"content_amount" integer,
	"skip_roommates" boolean DEFAULT false NOT NULL,
	CONSTRAINT "management_companies_state_check" CHECK ("management_companies"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "management_companies_owner_email_lowercase" CHECK ("management_companies"."owner_email" = lower("management_companies"."owner_email"))
);
--> statement-breakpoint
CREATE TABLE "partner_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"carrier_policy_number" text NOT NULL,
	"current_term_start_date" date NOT NULL,
	"current_term_end_date" date NOT NULL,
	"personal_property_amount" integer NOT NULL,
	"liability_amount" integer NOT NULL,
	"medical_payments" integer NOT NULL,
	"deductible" integer NOT NULL,
	"coverages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"pending_change_effective_date" date,
	"insured_address" jsonb NOT NULL,
	"spouse" jsonb,
	"roommate" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"lease_id" integer,
	"carrier_policy_number" text NOT NULL,
	"product_name" text NOT NULL,
	"status" text NOT NULL,
	"renew" boolean DEFAULT true NOT NULL,
	"renewal_locked" boolean DEFAULT false NOT NULL,
	"policy_start_date" date NOT NULL,
	"policy_end_date" date NOT NULL,
	"policy_renewal_date" date NOT NULL,
	"insured_address" text NOT NULL,
	"insured_unit" text,
	"insured_city" text NOT NULL,
	"insured_state" text NOT NULL,
	"insured_zip" text NOT NULL,
	"spouse" jsonb,
	"roommates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorized_user" jsonb,
	"interested_party" jsonb,
	"liability_limit" integer NOT NULL,
	"medical_limit" integer NOT NULL,
	"contents_limit" integer NOT NULL,
	"contents_deductible" integer NOT NULL,
	"wind_hail_deductible" integer,
	"hurricane_deductible" integer,
	"endorsements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_plan" integer NOT NULL,
	"premium_cents" integer NOT NULL,
	"quote_work_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_status_check" CHECK ("policies"."status" in ('active', 'cancelled', 'expired')),
	CONSTRAINT "policies_payment_plan_check" CHECK ("policies"."payment_plan" in (0, 1, 2)),
	CONSTRAINT "policies_term_check" CHECK ("policies"."policy_end_date" >= "policies"."policy_start_date")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_company_id" integer,
	"property_name" text NOT NULL,
	"building_name" text,
	"rental_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"skip_roommates" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_state_check" CHECK ("properties"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_tenant_id" integer,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"billing_address" text,
	"billing_city" text,
	"billing_state" text,
	"billing_zip_code" text,
	"billing_unit" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_email_lowercase" CHECK ("tenants"."email" = lower("tenants"."email")),
	CONSTRAINT "tenants_phone_check" CHECK ("tenants"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "third_party_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"lease_id" integer,
	"provider" text NOT NULL,
	"carrier_policy_number" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"liability_coverage" integer NOT NULL,
	"proof_of_insurance" text,
	"additional_interest" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"policy_id" integer,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"payment_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_backup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_policies" ADD CONSTRAINT "partner_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_tenant_id_tenants_id_fk" FOREIGN KEY ("owner_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_policies" ADD CONSTRAINT "third_party_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_policies" ADD CONSTRAINT "third_party_policies_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_backup_codes" ADD CONSTRAINT "two_factor_backup_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_email_codes" ADD CONSTRAINT "two_factor_email_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_tenant_id_key" ON "accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "claims_policy_id_idx" ON "claims" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "claims_account_id_idx" ON "claims" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_id_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_account_id_idx" ON "coupon_redemptions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "enrollments_tenant_id_idx" ON "enrollments" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "leases_tenant_id_idx" ON "leases" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "leases_property_id_idx" ON "leases" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "management_companies_slug_key" ON "management_companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "management_companies_name_idx" ON "management_companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "partner_policies_tenant_id_idx" ON "partner_policies" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "partner_policies_carrier_policy_number_idx" ON "partner_policies" USING btree ("carrier_policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_carrier_policy_number_key" ON "policies" USING btree ("carrier_policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_quote_work_item_id_key" ON "policies" USING btree ("quote_work_item_id");--> statement-breakpoint
CREATE INDEX "policies_account_id_idx" ON "policies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "policies_tenant_id_idx" ON "policies" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "policies_lease_id_idx" ON "policies" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "properties_management_company_id_idx" ON "properties" USING btree ("management_company_id");--> statement-breakpoint
CREATE INDEX "properties_state_city_idx" ON "properties" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "properties_zip_code_idx" ON "properties" USING btree ("zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_tenant_id_idx" ON "stored_files" USING btree ("owner_tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_email_key" ON "tenants" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_invite_token_hash_key" ON "tenants" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "third_party_policies_tenant_id_idx" ON "third_party_policies" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "third_party_policies_lease_id_idx" ON "third_party_policies" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "third_party_policies_provider_number_idx" ON "third_party_policies" USING btree ("provider","carrier_policy_number");--> statement-breakpoint
CREATE INDEX "transactions_account_id_created_at_idx" ON "transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_policy_id_idx" ON "transactions" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_backup_codes_account_code_key" ON "two_factor_backup_codes" USING btree ("account_id","code_hash");--> statement-breakpoint
CREATE INDEX "two_factor_email_codes_account_id_idx" ON "two_factor_email_codes" USING btree ("account_id","created_at");