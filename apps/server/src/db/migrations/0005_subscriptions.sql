ALTER TABLE "zeichnungen" ADD COLUMN "shares" integer;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "monthly_installment_cents" bigint;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "installment_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "agio_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "accrued_interest_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "total_amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "installment_end_date" date;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "transfer_date" date;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "transfer_acceptor" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "transfer_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "tokens_transfered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "tokens_acceptor" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "tokens_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "commission_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "commission_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "acceptor" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "accepted_from" integer;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "active_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "zeichnungsschein_file_id" uuid;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "zeichnungen_status_idx" ON "zeichnungen" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "zeichnungen_created_idx" ON "zeichnungen" USING btree ("date_of_creation");