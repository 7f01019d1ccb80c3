ALTER TABLE "installments" DROP CONSTRAINT "installments_superuser_id_superusers_id_fk";
--> statement-breakpoint
ALTER TABLE "installments" DROP CONSTRAINT "installments_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "installments" DROP CONSTRAINT "installments_investor_id_investors_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" DROP CONSTRAINT "interest_payment_events_interest_payment_id_interest_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" DROP CONSTRAINT "interest_payment_events_superuser_id_superusers_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" DROP CONSTRAINT "interest_payment_events_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" DROP CONSTRAINT "interest_payment_events_investor_id_investors_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" ADD COLUMN "issuer_id" integer;--> statement-breakpoint
UPDATE "interest_payment_events" e SET "issuer_id" = p."issuer_id" FROM "products" p WHERE p."id" = e."product_id";--> statement-breakpoint
ALTER TABLE "interest_payment_events" ALTER COLUMN "issuer_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_issuer_sync() RETURNS trigger AS $$
BEGIN
  UPDATE zeichnungen SET issuer_id = NEW.issuer_id WHERE product_id = NEW.id;
  UPDATE interest_payment_events SET issuer_id = NEW.issuer_id WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE INDEX "interest_payment_events_issuer_due_idx" ON "interest_payment_events" USING btree ("issuer_id","due_date","id");