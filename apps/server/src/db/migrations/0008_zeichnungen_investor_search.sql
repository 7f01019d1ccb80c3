-- The investor's searchable fields on zeichnungen (the list's name/e-mail/company search filters and orders on one
-- table), kept in sync by triggers: whatever writes a subscription's investor_id or a user's email/names/company
-- (any module, SQL by hand) keeps them right. See docs/performance.md, "Subscription list at 1 000 000 rows".
ALTER TABLE "zeichnungen" ADD COLUMN "investor_email" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "investor_first_name" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "investor_last_name" text;--> statement-breakpoint
ALTER TABLE "zeichnungen" ADD COLUMN "investor_company" text;--> statement-breakpoint
UPDATE "zeichnungen" z
   SET "investor_email" = u."email", "investor_first_name" = u."first_name", "investor_last_name" = u."last_name",
       "investor_company" = u."company"
  FROM "investors" i JOIN "users" u ON u."id" = i."user_id"
 WHERE i."id" = z."investor_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION zeichnungen_investor_fields() RETURNS trigger AS $$
BEGIN
  IF NEW.investor_id IS NULL THEN
    NEW.investor_email := NULL;
    NEW.investor_first_name := NULL;
    NEW.investor_last_name := NULL;
    NEW.investor_company := NULL;
  ELSE
    SELECT u.email, u.first_name, u.last_name, u.company
      INTO NEW.investor_email, NEW.investor_first_name, NEW.investor_last_name, NEW.investor_company
      FROM investors i JOIN users u ON u.id = i.user_id
     WHERE i.id = NEW.investor_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER zeichnungen_investor_fields BEFORE INSERT OR UPDATE OF investor_id ON zeichnungen
  FOR EACH ROW EXECUTE FUNCTION zeichnungen_investor_fields();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_investor_fields_sync() RETURNS trigger AS $$
BEGIN
  UPDATE zeichnungen z
     SET investor_email = NEW.email, investor_first_name = NEW.first_name, investor_last_name = NEW.last_name,
         investor_company = NEW.company
    FROM investors i
   WHERE i.user_id = NEW.id AND z.investor_id = i.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_investor_fields_sync AFTER UPDATE OF email, first_name, last_name, company ON users
  FOR EACH ROW
  WHEN ((OLD.email, OLD.first_name, OLD.last_name, OLD.company)
        IS DISTINCT FROM (NEW.email, NEW.first_name, NEW.last_name, NEW.company))
  EXECUTE FUNCTION users_investor_fields_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION investors_investor_fields_sync() RETURNS trigger AS $$
BEGIN
  UPDATE zeichnungen z
     SET investor_email = u.email, investor_first_name = u.first_name, investor_last_name = u.last_name,
         investor_company = u.company
    FROM users u
   WHERE u.id = NEW.user_id AND z.investor_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER investors_investor_fields_sync AFTER UPDATE OF user_id ON investors
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION investors_investor_fields_sync();
--> statement-breakpoint
CREATE INDEX "zeichnungen_live_product_created_idx" ON "zeichnungen" USING btree ("product_id","date_of_creation","id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_email_trgm_idx" ON "zeichnungen" USING gin ("investor_email" gin_trgm_ops) WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_first_name_trgm_idx" ON "zeichnungen" USING gin ("investor_first_name" gin_trgm_ops) WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_last_name_trgm_idx" ON "zeichnungen" USING gin ("investor_last_name" gin_trgm_ops) WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_investor_company_trgm_idx" ON "zeichnungen" USING gin ("investor_company" gin_trgm_ops) WHERE "zeichnungen"."deleted_at" is null;
