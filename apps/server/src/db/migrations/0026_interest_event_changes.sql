-- Which transactions changed what the interest payment events list counts (one row each): the list reuses a count
-- it computed while none became visible since the snapshot it was counted in (nor one in zeichnung_changes, which
-- covers the name filters' subscriptions) — checked in the page statement, exact across server instances
-- (docs/decisions/041). Statement triggers: one row per writing transaction, whatever the number of rows (a
-- generation run of 1.6 M events writes one row per statement; ON CONFLICT keeps one per transaction).
CREATE TABLE "interest_event_changes" (
	"xid" "xid8" PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION interest_event_changes_log() RETURNS trigger AS $$
BEGIN
  INSERT INTO interest_event_changes (xid) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER interest_payment_events_changes AFTER INSERT OR DELETE OR TRUNCATE ON interest_payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION interest_event_changes_log();
--> statement-breakpoint
-- Updates of the columns the list filters or scopes by (not amounts, booking details, tokens).
CREATE TRIGGER interest_payment_events_changes_update
  AFTER UPDATE OF "is_paid", "due_date", "zeichnung_id", "product_id", "issuer_id", "investor_id"
  ON interest_payment_events FOR EACH STATEMENT EXECUTE FUNCTION interest_event_changes_log();
--> statement-breakpoint
-- The product-name filter matches products by name.
CREATE TRIGGER products_event_list_changes AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION interest_event_changes_log();
