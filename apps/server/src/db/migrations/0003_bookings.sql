CREATE TABLE "booking_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"modules" integer[] NOT NULL,
	"module_version" integer NOT NULL,
	"setup_fee_total_cents" bigint DEFAULT 0 NOT NULL,
	"monthly_fee_total_cents" bigint DEFAULT 0 NOT NULL,
	"affiliate_subdomain" text,
	"landing_page_domain" text,
	"salesrep_percentages" jsonb,
	"status" text DEFAULT 'P' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"invoice_file_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer,
	"module_number" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_investor_sub_idx";--> statement-breakpoint
DROP INDEX "bookings_affiliate_sub_idx";--> statement-breakpoint
DROP INDEX "bookings_landing_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "modules" integer[] DEFAULT '{1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "module_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "setup_fee_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "monthly_fee_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "with_brokerage_multi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "with_marketplace" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "salesrep_percentages" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_file_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_requests" ADD CONSTRAINT "module_requests_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_documents_type_idx" ON "provider_documents" USING btree ("superuser_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_superuser_open_idx" ON "bookings" USING btree ("superuser_id") WHERE "bookings"."status" <> 'R';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_investor_sub_idx" ON "bookings" USING btree ("investor_subdomain") WHERE "bookings"."status" <> 'R';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_affiliate_sub_idx" ON "bookings" USING btree ("affiliate_subdomain") WHERE "bookings"."status" <> 'R';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_landing_idx" ON "bookings" USING btree (lower("landing_page_domain")) WHERE "bookings"."status" <> 'R';