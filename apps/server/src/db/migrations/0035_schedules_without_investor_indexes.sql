-- Issue 18 (docs/decisions/064): no investor index on the generated schedules. An investor's events and instalments
-- are read through its subscriptions (zeichnungen_investor_idx) and the once-indexes led by zeichnung_id; the two
-- indexes were a sixth of PostgreSQL's work for every generated row (schedules of 100 000 subscriptions).
DROP INDEX IF EXISTS "installments_investor_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "interest_payment_events_investor_due_idx";
--> statement-breakpoint
-- The events' once-index carries what an investor's page reads and filters (due date, id, paid), so that the page
-- is an index-only scan of its subscriptions' entries, as the investor index's was, and a date range or a status is
-- tested on those entries (planned with a generic date range, PostgreSQL otherwise intersected them with the due
-- dates' bitmap: 45 ms at 10 M events). drizzle's index builder has no INCLUDE: the schema names the key columns only.
CREATE UNIQUE INDEX "interest_payment_events_once_covering_idx" ON "interest_payment_events" USING btree ("zeichnung_id", "interest_payment_id") INCLUDE ("due_date", "id", "is_paid");
--> statement-breakpoint
DROP INDEX "interest_payment_events_once_idx";
--> statement-breakpoint
ALTER INDEX "interest_payment_events_once_covering_idx" RENAME TO "interest_payment_events_once_idx";
