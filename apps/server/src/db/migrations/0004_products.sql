CREATE TABLE "issuer_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"superuser_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"copy_of_product_id" integer,
	"kind" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'O' NOT NULL,
	"name" text,
	"description" text,
	"security_type" integer,
	"wkn" text,
	"is_tokenized" boolean DEFAULT false NOT NULL,
	"is_zeichnable" boolean DEFAULT false NOT NULL,
	"link" text,
	"country" text,
	"volume_cents" bigint,
	"invested_volume_cents" bigint DEFAULT 0 NOT NULL,
	"volume_interval" integer,
	"min_investment_cents" bigint,
	"min_monthly_installment_cents" bigint,
	"max_monthly_installment_cents" bigint,
	"monthly_volume_interval" integer,
	"min_volume_with_installments_cents" bigint,
	"min_first_payment_cents" bigint,
	"max_first_payment_cents" bigint,
	"installment_end_date" date,
	"interest" numeric(9, 4),
	"payments_per_year" integer,
	"agio" numeric(9, 4),
	"profit_sharing_percentage" numeric(9, 4),
	"forcasted_project_interest" numeric(9, 4),
	"realized_project_interest" numeric(9, 4),
	"costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contract_start" date,
	"contract_end" date,
	"payback_date" date,
	"initial_distribution" date,
	"duration" date,
	"number_of_investors_germany" integer,
	"number_of_investors_austria" integer,
	"experience_matrix" text,
	"experience_threshold" integer,
	"experience_job_or_academic_title" integer,
	"active_step" integer DEFAULT 0 NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marketing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marketplace_description" text,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_name" text,
	"symbol" text,
	"owner" text,
	"date_of_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "zeichnungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"investor_id" integer,
	"salesrep_id" integer,
	"superuser_id" integer NOT NULL,
	"status" text DEFAULT 'O' NOT NULL,
	"volume_cents" bigint DEFAULT 0 NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"date_of_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issuer_documents" ADD CONSTRAINT "issuer_documents_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD CONSTRAINT "zeichnungen_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD CONSTRAINT "zeichnungen_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD CONSTRAINT "zeichnungen_salesrep_id_salesreps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."salesreps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD CONSTRAINT "zeichnungen_superuser_id_superusers_id_fk" FOREIGN KEY ("superuser_id") REFERENCES "public"."superusers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issuer_documents_type_idx" ON "issuer_documents" USING btree ("issuer_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_type_idx" ON "product_documents" USING btree ("product_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "products_uuid_idx" ON "products" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "products_superuser_idx" ON "products" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "products_issuer_idx" ON "products" USING btree ("issuer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zeichnungen_uuid_idx" ON "zeichnungen" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "zeichnungen_product_idx" ON "zeichnungen" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "zeichnungen_superuser_idx" ON "zeichnungen" USING btree ("superuser_id","id");--> statement-breakpoint
CREATE INDEX "zeichnungen_investor_idx" ON "zeichnungen" USING btree ("investor_id");