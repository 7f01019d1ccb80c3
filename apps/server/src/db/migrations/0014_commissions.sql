CREATE TABLE "commission_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"superuser_id" integer NOT NULL,
	"salesrep_id" integer NOT NULL,
	"period" text NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"is_subject_to_vat" boolean DEFAULT false NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" uuid,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"superuser_id" integer NOT NULL,
	"salesrep_id" integer NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"source" text DEFAULT 'subscription' NOT NULL,
	"installment_id" integer,
	"level" integer NOT NULL,
	"rate_type" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'O' NOT NULL,
	"reverses_commission_id" integer,
	"commission_invoice_id" integer,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "licensed_salesrep_id" integer;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_salesrep_id_salesreps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."salesreps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_salesrep_id_salesreps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."salesreps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_zeichnung_id_zeichnungen_id_fk" FOREIGN KEY ("zeichnung_id") REFERENCES "public"."zeichnungen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_uuid_idx" ON "commission_invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_period_idx" ON "commission_invoices" USING btree ("salesrep_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_idx" ON "commission_invoices" USING btree ("superuser_id","number");--> statement-breakpoint
CREATE INDEX "commission_invoices_superuser_idx" ON "commission_invoices" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_uuid_idx" ON "commissions" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_once_idx" ON "commissions" USING btree ("zeichnung_id","source",coalesce("installment_id", 0),"level") WHERE "commissions"."reverses_commission_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_clawback_idx" ON "commissions" USING btree ("reverses_commission_id") WHERE "commissions"."reverses_commission_id" is not null;--> statement-breakpoint
CREATE INDEX "commissions_salesrep_idx" ON "commissions" USING btree ("salesrep_id","status","id");--> statement-breakpoint
CREATE INDEX "commissions_superuser_idx" ON "commissions" USING btree ("superuser_id","status","id");--> statement-breakpoint
CREATE INDEX "commissions_zeichnung_idx" ON "commissions" USING btree ("zeichnung_id");--> statement-breakpoint
CREATE INDEX "commissions_invoice_idx" ON "commissions" USING btree ("commission_invoice_id");--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD CONSTRAINT "zeichnungen_licensed_salesrep_id_salesreps_id_fk" FOREIGN KEY ("licensed_salesrep_id") REFERENCES "public"."salesreps"("id") ON DELETE no action ON UPDATE no action;