-- Issue 18, decision 047: the events lose their product index (product_id, due_date) and their investor index
-- (investor_id, due_date, id). Each cost ≈ 1.4 s of PostgreSQL CPU per 100 000 generated subscriptions. A product's or
-- payment date's events are read along the issuer's (issuer_id, due_date, id) INCLUDE (zeichnung_id, product_id); an
-- investor's through its subscriptions and the once-index (zeichnung_id, interest_payment_id).
DROP INDEX "interest_payment_events_product_idx";--> statement-breakpoint
DROP INDEX "interest_payment_events_investor_due_idx";