CREATE TABLE "number_sequences" (
	"name" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"issuer_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"assets_over_100k" boolean DEFAULT false NOT NULL,
	"monthly_net_income_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "payment_account_holder" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "payment_iban" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "payment_bic" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "payment_bank_name" text;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_account_holder" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_iban" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_bic" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "payment_bank_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issuer_requests" ADD CONSTRAINT "issuer_requests_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_requests" ADD CONSTRAINT "issuer_requests_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_disclosures" ADD CONSTRAINT "self_disclosures_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issuer_requests_status_idx" ON "issuer_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "issuer_requests_superuser_idx" ON "issuer_requests" USING btree ("superuser_id");--> statement-breakpoint
CREATE INDEX "self_disclosures_investor_idx" ON "self_disclosures" USING btree ("investor_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_invoice_number_unique" UNIQUE("invoice_number");