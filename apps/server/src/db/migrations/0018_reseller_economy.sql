CREATE TABLE "processing_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"superuser_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"booking_year" integer NOT NULL,
	"volume_before_cents" bigint NOT NULL,
	"duration_years" integer NOT NULL,
	"base_cents" bigint NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"superuser_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"period" text NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processing_fee_count" integer DEFAULT 0 NOT NULL,
	"processing_fee_cents" bigint DEFAULT 0 NOT NULL,
	"parties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_id" uuid,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"provider_invoice_id" integer NOT NULL,
	"level" integer NOT NULL,
	"tier" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"percentage" numeric(6, 2) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'O' NOT NULL,
	"reseller_invoice_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"is_subject_to_vat" boolean DEFAULT false NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_id" uuid,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_percentages" (
	"status" text PRIMARY KEY NOT NULL,
	"own" numeric(6, 2) NOT NULL,
	"level1" numeric(6, 2) NOT NULL,
	"level2" numeric(6, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "processing_fees" ADD CONSTRAINT "processing_fees_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_fees" ADD CONSTRAINT "processing_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_fees" ADD CONSTRAINT "processing_fees_zeichnung_id_zeichnungen_id_fk" FOREIGN KEY ("zeichnung_id") REFERENCES "public"."zeichnungen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_commissions" ADD CONSTRAINT "reseller_commissions_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_commissions" ADD CONSTRAINT "reseller_commissions_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_commissions" ADD CONSTRAINT "reseller_commissions_provider_invoice_id_provider_invoices_id_fk" FOREIGN KEY ("provider_invoice_id") REFERENCES "public"."provider_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_invoices" ADD CONSTRAINT "reseller_invoices_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "processing_fees_zeichnung_idx" ON "processing_fees" USING btree ("zeichnung_id");--> statement-breakpoint
CREATE INDEX "processing_fees_unbilled_idx" ON "processing_fees" USING btree ("booking_id","paid_on") WHERE "processing_fees"."provider_invoice_id" is null;--> statement-breakpoint
CREATE INDEX "processing_fees_invoice_idx" ON "processing_fees" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_invoices_uuid_idx" ON "provider_invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_invoices_period_idx" ON "provider_invoices" USING btree ("booking_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_invoices_number_idx" ON "provider_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "provider_invoices_superuser_idx" ON "provider_invoices" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "provider_invoices_open_idx" ON "provider_invoices" USING btree ("is_paid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_commissions_uuid_idx" ON "reseller_commissions" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_commissions_once_idx" ON "reseller_commissions" USING btree ("provider_invoice_id","level");--> statement-breakpoint
CREATE INDEX "reseller_commissions_reseller_idx" ON "reseller_commissions" USING btree ("reseller_id","status","id");--> statement-breakpoint
CREATE INDEX "reseller_commissions_invoice_idx" ON "reseller_commissions" USING btree ("reseller_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_invoices_uuid_idx" ON "reseller_invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_invoices_number_idx" ON "reseller_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "reseller_invoices_reseller_idx" ON "reseller_invoices" USING btree ("reseller_id","id");--> statement-breakpoint
CREATE INDEX "resellers_parent_idx" ON "resellers" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "superusers_reseller_idx" ON "superusers" USING btree ("reseller_id");--> statement-breakpoint
INSERT INTO "reseller_percentages" ("status", "own", "level1", "level2") VALUES ('S', 10, 3, 2), ('G', 15, 5, 3), ('P', 20, 7, 5) ON CONFLICT DO NOTHING;
