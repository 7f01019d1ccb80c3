-- Issue 18, decision 059: an interest payment event's and an instalment's uuid is derived from its id (UUID version 5,
-- RFC 9562 §5.5, one namespace per table; scheduleRowUuid in lib/schedule-uuid.ts), so a generated row carries no uuid
-- and its insert no entry of a unique uuid index (≈ 15 % of the schedules' time). Nothing looks a row up by its uuid:
-- routes and references use the id. Rows made before keep the uuid they were given (never changed; a derived uuid has
-- version 5 and so never equals one of them, versions 4 and 7).
DROP INDEX "installments_uuid_idx";--> statement-breakpoint
DROP INDEX "interest_payment_events_uuid_idx";--> statement-breakpoint
ALTER TABLE "installments" ALTER COLUMN "uuid" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "installments" ALTER COLUMN "uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ALTER COLUMN "uuid" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "interest_payment_events" ALTER COLUMN "uuid" DROP NOT NULL;