-- The product's issuer on zeichnungen (an issuer's list reads its own index range: no product lookup per request,
-- no merging of its products' ranges for deep pages), kept by triggers like the investor's fields of 0008; the
-- names of all users (person_names, kept by a trigger on users) and btree indexes on the names copied onto
-- zeichnungen: the list's name filters look the matching names up and match them by equality. See
-- docs/performance.md, "Subscription list at 1 000 000 rows".
CREATE TABLE "person_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "person_names" ("name")
  SELECT "first_name" FROM "users" UNION SELECT "last_name" FROM "users";--> statement-breakpoint
CREATE INDEX "person_names_trgm_idx" ON "person_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_person_names() RETURNS trigger AS $$
BEGIN
  INSERT INTO person_names (name) VALUES (NEW.first_name), (NEW.last_name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_person_names AFTER INSERT OR UPDATE OF first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_person_names();
--> statement-breakpoint
DROP INDEX "zeichnungen_live_product_idx";--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "issuer_id" integer;--> statement-breakpoint
UPDATE "zeichnungen" z SET "issuer_id" = p."issuer_id" FROM "products" p WHERE p."id" = z."product_id";--> statement-breakpoint
ALTER TABLE "zeichnungen" ALTER COLUMN "issuer_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION zeichnungen_issuer() RETURNS trigger AS $$
BEGIN
  SELECT p.issuer_id INTO NEW.issuer_id FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER zeichnungen_issuer BEFORE INSERT OR UPDATE OF product_id, issuer_id ON zeichnungen
  FOR EACH ROW EXECUTE FUNCTION zeichnungen_issuer();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_issuer_sync() RETURNS trigger AS $$
BEGIN
  UPDATE zeichnungen SET issuer_id = NEW.issuer_id WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_issuer_sync AFTER UPDATE OF issuer_id ON products
  FOR EACH ROW WHEN (OLD.issuer_id IS DISTINCT FROM NEW.issuer_id)
  EXECUTE FUNCTION products_issuer_sync();
--> statement-breakpoint
CREATE INDEX "zeichnungen_live_issuer_idx" ON "zeichnungen" USING btree ("issuer_id","id","status","is_paid","product_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_issuer_created_idx" ON "zeichnungen" USING btree ("issuer_id","date_of_creation","id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_last_name_idx" ON "zeichnungen" USING btree ("investor_last_name","id","issuer_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_first_name_idx" ON "zeichnungen" USING btree ("investor_first_name","id","issuer_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_product_idx" ON "zeichnungen" USING btree ("product_id","id","status","is_paid","issuer_id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
-- Statistics for the new column and indexes at once (VACUUM cannot run in the migration's transaction: see
-- docs/operations.md for large databases).
ANALYZE "zeichnungen";
