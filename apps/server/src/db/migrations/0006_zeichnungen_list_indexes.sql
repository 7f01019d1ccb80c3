-- pg_trgm: trigram GIN indexes for the ILIKE substring searches of the lists (trusted extension since PostgreSQL 13;
-- PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "zeichnungen_status_idx";--> statement-breakpoint
DROP INDEX "zeichnungen_created_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "zeichnungen_live_idx" ON "zeichnungen" USING btree ("id","product_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_status_idx" ON "zeichnungen" USING btree ("status","id","product_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_paid_idx" ON "zeichnungen" USING btree ("is_paid","id","product_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_product_idx" ON "zeichnungen" USING btree ("product_id","id","status","is_paid") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_created_idx" ON "zeichnungen" USING btree ("date_of_creation","id","product_id") WHERE "zeichnungen"."deleted_at" is null;