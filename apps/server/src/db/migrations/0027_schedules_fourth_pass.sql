-- Issue 18, decision 043: no foreign key from generated events and instalments to their subscription. Each was an
-- AFTER trigger per inserted row (a SELECT … FOR KEY SHARE of the subscription): about a quarter of PostgreSQL's time
-- per generated row. What it guaranteed now holds by other means:
-- * insert: the generator locks the subscriptions it writes for (one SELECT … FOR NO KEY UPDATE per call, in id
--   order) and fails when one does not exist; it is the only writer of these rows (the payouts area owns them);
-- * delete or a changed id of a subscription that has events or instalments: refused by the guard below (with the
--   foreign key's SQLSTATE 23503); a delete racing a generation waits for the generator's lock, then meets the guard;
-- * an event's or instalment's subscription never changes (guard below).
-- Subscriptions are soft-deleted (deleted_at) by the application; nothing financial is hard-deleted.
ALTER TABLE "installments" DROP CONSTRAINT "installments_zeichnung_id_zeichnungen_id_fk";
--> statement-breakpoint
ALTER TABLE "interest_payment_events" DROP CONSTRAINT "interest_payment_events_zeichnung_id_zeichnungen_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION zeichnungen_schedules_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM interest_payment_events) OR EXISTS (SELECT 1 FROM installments) THEN
      RAISE EXCEPTION 'truncate on table "zeichnungen" would leave interest payment events or instalments without their subscription'
        USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM interest_payment_events WHERE zeichnung_id = OLD.id)
    OR EXISTS (SELECT 1 FROM installments WHERE zeichnung_id = OLD.id) THEN
    RAISE EXCEPTION 'update or delete on table "zeichnungen" would leave the interest payment events or instalments of subscription % without it', OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER zeichnungen_schedules_guard BEFORE DELETE OR UPDATE OF id ON zeichnungen
  FOR EACH ROW EXECUTE FUNCTION zeichnungen_schedules_guard();
--> statement-breakpoint
CREATE TRIGGER zeichnungen_schedules_guard_truncate BEFORE TRUNCATE ON zeichnungen
  FOR EACH STATEMENT EXECUTE FUNCTION zeichnungen_schedules_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION schedule_rows_subscription_fixed() RETURNS trigger AS $$
BEGIN
  IF NEW.zeichnung_id IS DISTINCT FROM OLD.zeichnung_id THEN
    RAISE EXCEPTION 'the subscription of % row % never changes', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER interest_payment_events_subscription_fixed BEFORE UPDATE OF zeichnung_id ON interest_payment_events
  FOR EACH ROW EXECUTE FUNCTION schedule_rows_subscription_fixed();
--> statement-breakpoint
CREATE TRIGGER installments_subscription_fixed BEFORE UPDATE OF zeichnung_id ON installments
  FOR EACH ROW EXECUTE FUNCTION schedule_rows_subscription_fixed();
