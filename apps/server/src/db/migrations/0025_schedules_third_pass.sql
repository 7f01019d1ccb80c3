-- Issue 18, decision 040: an event's payment date is its product's row of its due date (the generator looks it up by
-- exactly these two values), so (product_id, due_date) finds a payment date's events as well as interest_payment_id
-- did; the payout runs now ask by product and due date. One index entry less per generated event.
DROP INDEX "interest_payment_events_payment_idx";
