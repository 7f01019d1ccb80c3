CREATE TABLE "salesrep_totals" (
	"salesrep_id" integer PRIMARY KEY NOT NULL,
	"investors" integer DEFAULT 0 NOT NULL,
	"live_volume_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salesrep_totals" ADD CONSTRAINT "salesrep_totals_salesrep_id_salesreps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."salesreps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zeichnungen_live_salesrep_idx" ON "zeichnungen" USING btree ("salesrep_id","id") WHERE "zeichnungen"."deleted_at" is null;--> statement-breakpoint
-- Per partner totals for the hierarchy tree (issue 17), kept here and nowhere else: investors attributed to the
-- partner, and the volume of its live subscriptions (status F or A, not deleted). Partners that no longer exist
-- are skipped (investors.salesrep_id has no foreign key).
CREATE OR REPLACE FUNCTION salesrep_totals_add(p_salesrep integer, p_investors integer, p_volume bigint)
RETURNS void AS $$
BEGIN
  IF p_salesrep IS NULL OR (p_investors = 0 AND p_volume = 0) THEN RETURN; END IF;
  INSERT INTO salesrep_totals (salesrep_id, investors, live_volume_cents)
    SELECT p_salesrep, p_investors, p_volume WHERE EXISTS (SELECT 1 FROM salesreps WHERE id = p_salesrep)
  ON CONFLICT (salesrep_id) DO UPDATE
    SET investors = salesrep_totals.investors + EXCLUDED.investors,
        live_volume_cents = salesrep_totals.live_volume_cents + EXCLUDED.live_volume_cents;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION investors_salesrep_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM salesrep_totals_add(OLD.salesrep_id, -1, 0); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM salesrep_totals_add(NEW.salesrep_id, 1, 0); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER investors_salesrep_totals AFTER INSERT OR DELETE OR UPDATE OF salesrep_id ON investors
  FOR EACH ROW EXECUTE FUNCTION investors_salesrep_totals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION zeichnungen_salesrep_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('F', 'A') AND OLD.deleted_at IS NULL THEN
    PERFORM salesrep_totals_add(OLD.salesrep_id, 0, -coalesce(OLD.volume_cents, 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('F', 'A') AND NEW.deleted_at IS NULL THEN
    PERFORM salesrep_totals_add(NEW.salesrep_id, 0, coalesce(NEW.volume_cents, 0));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER zeichnungen_salesrep_totals
  AFTER INSERT OR DELETE OR UPDATE OF salesrep_id, status, volume_cents, deleted_at ON zeichnungen
  FOR EACH ROW EXECUTE FUNCTION zeichnungen_salesrep_totals();
--> statement-breakpoint
INSERT INTO salesrep_totals (salesrep_id, investors, live_volume_cents)
SELECT s.id,
  (SELECT count(*) FROM investors i WHERE i.salesrep_id = s.id),
  (SELECT coalesce(sum(z.volume_cents), 0) FROM zeichnungen z
    WHERE z.salesrep_id = s.id AND z.status IN ('F', 'A') AND z.deleted_at IS NULL)
FROM salesreps s;
