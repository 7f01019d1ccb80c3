DROP INDEX "installments_superuser_idx";--> statement-breakpoint
DROP INDEX "interest_payment_events_superuser_idx";--> statement-breakpoint
DROP INDEX "interest_payment_events_investor_idx";--> statement-breakpoint
CREATE INDEX "interest_payment_events_investor_due_idx" ON "interest_payment_events" USING btree ("investor_id","due_date","id");