-- Which transactions changed the subscription lists (one row each): a list read reuses what it computed (a count,
-- the names matching a search, where a deep page starts) while none became visible since the snapshot it was
-- computed in — checked in the page statement, exact across server instances. See docs/performance.md.
CREATE TABLE "zeichnung_changes" (
	"xid" "xid8" PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION zeichnung_changes_log() RETURNS trigger AS $$
BEGIN
  INSERT INTO zeichnung_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER zeichnungen_changes AFTER INSERT OR DELETE OR TRUNCATE ON zeichnungen
  FOR EACH STATEMENT EXECUTE FUNCTION zeichnung_changes_log();
--> statement-breakpoint
-- Updates only when a column the lists filter, order or scope by changes (not the wizard's data and amounts).
CREATE TRIGGER zeichnungen_changes_update AFTER UPDATE ON zeichnungen FOR EACH ROW WHEN (
  OLD."id" IS DISTINCT FROM NEW."id" OR
  OLD."uuid" IS DISTINCT FROM NEW."uuid" OR
  OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR
  OLD."status" IS DISTINCT FROM NEW."status" OR
  OLD."is_paid" IS DISTINCT FROM NEW."is_paid" OR
  OLD."product_id" IS DISTINCT FROM NEW."product_id" OR
  OLD."issuer_id" IS DISTINCT FROM NEW."issuer_id" OR
  OLD."investor_id" IS DISTINCT FROM NEW."investor_id" OR
  OLD."salesrep_id" IS DISTINCT FROM NEW."salesrep_id" OR
  OLD."superuser_id" IS DISTINCT FROM NEW."superuser_id" OR
  OLD."date_of_creation" IS DISTINCT FROM NEW."date_of_creation" OR
  OLD."investor_email" IS DISTINCT FROM NEW."investor_email" OR
  OLD."investor_first_name" IS DISTINCT FROM NEW."investor_first_name" OR
  OLD."investor_last_name" IS DISTINCT FROM NEW."investor_last_name" OR
  OLD."investor_company" IS DISTINCT FROM NEW."investor_company"
) EXECUTE FUNCTION zeichnung_changes_log();
