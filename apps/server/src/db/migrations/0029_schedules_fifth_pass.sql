-- Issue 18, decision 047: the events lose their product index (product_id, due_date), ≈ 1.4 s of PostgreSQL CPU per
-- 100 000 generated subscriptions. The lists test a product on the entries of the due-date walks, which INCLUDE
-- product_id (0028); a payment date's events (payout runs) are found through the product's subscriptions and the
-- once-index (zeichnung_id, interest_payment_id).
DROP INDEX IF EXISTS "interest_payment_events_product_idx";