-- Issue 22 (docs/decisions/065): the job claim walks the jobs still to run in due order. The (status, run_at) index was
-- read as a bitmap (the claim's two states), which never marks an entry dead: every job done since the last vacuum
-- stayed in the claim's way (0.43 ms a claim after a launch of 200 subscriptions, growing with every job). A partial
-- index in due order is walked as a plain index scan: a finished job's entry is marked dead the first time a claim
-- passes it, and the walk stops at the first claimable job.
CREATE INDEX "jobs_claimable_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
DROP INDEX "jobs_due_idx";
--> statement-breakpoint
-- The claim itself (lib/jobs.ts): the same statement as before, planned as the walk above whatever the table's
-- statistics say. Without them (a young table, or autovacuum off) PostgreSQL estimates a handful of rows and prefers a
-- bitmap of the whole index and a sort, which again leaves every finished job's entry in place. A plpgsql function
-- keeps its plan for the connection, as the prepared statement did.
CREATE FUNCTION job_claim_due(p_queues text[], p_lock_seconds integer) RETURNS SETOF jobs
LANGUAGE plpgsql SET enable_bitmapscan = off SET enable_sort = off AS $$
BEGIN
  RETURN QUERY UPDATE jobs j SET status = 'running', attempts = j.attempts + 1,
      locked_until = now() + make_interval(secs => p_lock_seconds)
    WHERE j.id = (
      SELECT c.id FROM jobs c
      WHERE c.queue = ANY (p_queues)
        AND ((c.status = 'pending' AND c.run_at <= now()) OR (c.status = 'running' AND c.locked_until < now()))
      ORDER BY c.run_at, c.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING j.*;
END;
$$;
