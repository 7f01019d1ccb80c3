CREATE TABLE "investors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"salesrep_id" integer,
	"product_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "salesreps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"head_salesrep_id" integer,
	"kind" text DEFAULT 'T' NOT NULL,
	"kind_requesting" text,
	"is_requesting" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"registration_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salesreps_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "superusers" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ceo" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "landline_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "eth_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_account_owner" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_bic" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_depot_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "income_tax_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_subject_to_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_seat" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_identified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_first_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_last_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_document" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_office" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_issued_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_expiry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_scan_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exposed_persons_office" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesreps" ADD CONSTRAINT "salesreps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesreps" ADD CONSTRAINT "salesreps_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investors_superuser_idx" ON "investors" USING btree ("superuser_id");--> statement-breakpoint
CREATE INDEX "investors_salesrep_idx" ON "investors" USING btree ("salesrep_id");--> statement-breakpoint
CREATE INDEX "issuers_superuser_idx" ON "issuers" USING btree ("superuser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "salesreps_superuser_idx" ON "salesreps" USING btree ("superuser_id");--> statement-breakpoint
CREATE INDEX "salesreps_head_idx" ON "salesreps" USING btree ("head_salesrep_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_codes_hash_idx" ON "user_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "user_codes_user_idx" ON "user_codes" USING btree ("user_id","purpose");