CREATE TABLE "exemption_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"investor_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"joint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"investor_id" integer,
	"number" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"tokens_transfered" boolean DEFAULT false NOT NULL,
	"tokens_transfered_at" timestamp with time zone,
	"token_tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"interest_payment_id" integer NOT NULL,
	"superuser_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"investor_id" integer,
	"number" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"days" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" integer,
	"payout_run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_tax_profiles" (
	"investor_id" integer PRIMARY KEY NOT NULL,
	"tax_id" text,
	"church_member" boolean DEFAULT false NOT NULL,
	"federal_state" text,
	"non_assessment_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_run_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"zeichnung_id" integer NOT NULL,
	"investor_id" integer,
	"year" integer NOT NULL,
	"payee_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"end_to_end_id" text NOT NULL,
	"gross_cents" bigint NOT NULL,
	"exemption_used_cents" bigint DEFAULT 0 NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"kapitalertragsteuer_cents" bigint NOT NULL,
	"solidaritaetszuschlag_cents" bigint NOT NULL,
	"kirchensteuer_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"notice_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"interest_payment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"issuer_id" integer,
	"superuser_id" integer NOT NULL,
	"execution_date" date NOT NULL,
	"count" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"kapitalertragsteuer_cents" bigint NOT NULL,
	"solidaritaetszuschlag_cents" bigint NOT NULL,
	"kirchensteuer_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"message_id" text NOT NULL,
	"sepa_file_id" uuid,
	"confirmed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exemption_orders" ADD CONSTRAINT "exemption_orders_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemption_orders" ADD CONSTRAINT "exemption_orders_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_zeichnung_id_zeichnungen_id_fk" FOREIGN KEY ("zeichnung_id") REFERENCES "public"."zeichnungen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD CONSTRAINT "interest_payment_events_zeichnung_id_zeichnungen_id_fk" FOREIGN KEY ("zeichnung_id") REFERENCES "public"."zeichnungen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD CONSTRAINT "interest_payment_events_interest_payment_id_interest_payments_id_fk" FOREIGN KEY ("interest_payment_id") REFERENCES "public"."interest_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD CONSTRAINT "interest_payment_events_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD CONSTRAINT "interest_payment_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD CONSTRAINT "interest_payment_events_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_payments" ADD CONSTRAINT "interest_payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_tax_profiles" ADD CONSTRAINT "investor_tax_profiles_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_run_id_payout_runs_id_fk" FOREIGN KEY ("payout_run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_event_id_interest_payment_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."interest_payment_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_zeichnung_id_zeichnungen_id_fk" FOREIGN KEY ("zeichnung_id") REFERENCES "public"."zeichnungen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_interest_payment_id_interest_payments_id_fk" FOREIGN KEY ("interest_payment_id") REFERENCES "public"."interest_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exemption_orders_once_idx" ON "exemption_orders" USING btree ("investor_id","issuer_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_uuid_idx" ON "installments" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_once_idx" ON "installments" USING btree ("zeichnung_id","number");--> statement-breakpoint
CREATE INDEX "installments_superuser_idx" ON "installments" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "installments_product_idx" ON "installments" USING btree ("product_id","payment_date");--> statement-breakpoint
CREATE INDEX "installments_investor_idx" ON "installments" USING btree ("investor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_payment_events_uuid_idx" ON "interest_payment_events" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_payment_events_once_idx" ON "interest_payment_events" USING btree ("zeichnung_id","interest_payment_id");--> statement-breakpoint
CREATE INDEX "interest_payment_events_payment_idx" ON "interest_payment_events" USING btree ("interest_payment_id");--> statement-breakpoint
CREATE INDEX "interest_payment_events_superuser_idx" ON "interest_payment_events" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "interest_payment_events_product_idx" ON "interest_payment_events" USING btree ("product_id","due_date");--> statement-breakpoint
CREATE INDEX "interest_payment_events_investor_idx" ON "interest_payment_events" USING btree ("investor_id","id");--> statement-breakpoint
CREATE INDEX "interest_payment_events_due_idx" ON "interest_payment_events" USING btree ("due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_payments_uuid_idx" ON "interest_payments" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_payments_product_date_idx" ON "interest_payments" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_event_idx" ON "payout_lines" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payout_lines_run_idx" ON "payout_lines" USING btree ("payout_run_id");--> statement-breakpoint
CREATE INDEX "payout_lines_investor_year_idx" ON "payout_lines" USING btree ("investor_id","year") WHERE "payout_lines"."investor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_uuid_idx" ON "payout_runs" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_once_idx" ON "payout_runs" USING btree ("interest_payment_id");--> statement-breakpoint
CREATE INDEX "payout_runs_superuser_idx" ON "payout_runs" USING btree ("superuser_id","id");