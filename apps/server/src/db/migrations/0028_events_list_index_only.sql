-- Issue 18, decision 046: the events list's walks along the due dates (all events; an issuer's by issuer_id) carry the
-- event's subscription and product in the index (INCLUDE), so that a page filtered by names (the matching
-- subscriptions' ids) or by product name is tested on the index entries alone (an index-only scan) instead of one
-- heap visit per walked event: a common surname's first page at 10 M events visited ~2 000 heap pages for 11 rows.
-- drizzle's index builder has no INCLUDE: the schema (db/schema/payouts.ts) names the key columns only.
DROP INDEX IF EXISTS "interest_payment_events_due_idx";
--> statement-breakpoint
CREATE INDEX "interest_payment_events_due_idx" ON "interest_payment_events" USING btree ("due_date", "id") INCLUDE ("zeichnung_id", "product_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "interest_payment_events_issuer_due_idx";
--> statement-breakpoint
CREATE INDEX "interest_payment_events_issuer_due_idx" ON "interest_payment_events" USING btree ("issuer_id", "due_date", "id") INCLUDE ("zeichnung_id", "product_id");
