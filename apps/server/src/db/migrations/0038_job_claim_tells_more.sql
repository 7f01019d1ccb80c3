-- Issue 22 (docs/decisions/066): the claim also answers whether another job of the queues is due. The worker claimed
-- again after every job, and a lane that claimed one started a second lane, which claimed too: a job enqueued alone
-- cost three claims, two of them empty (a finished subscription's document and mail: six claims). With the answer a
-- lane claims again, and starts another, only while more is due; what is enqueued later wakes the worker as before
-- (the commit's notification, or the kick on the embedded database). `more` may count a job another worker is
-- claiming at that moment: at worst one empty claim, as before.
DROP FUNCTION job_claim_due(text[], integer);--> statement-breakpoint
CREATE FUNCTION job_claim_due(p_queues text[], p_lock_seconds integer)
RETURNS TABLE (id bigint, queue text, payload jsonb, attempts integer, max_attempts integer, more boolean)
LANGUAGE plpgsql SET enable_bitmapscan = off SET enable_sort = off AS $$
#variable_conflict use_column
DECLARE
  claimed jobs;
BEGIN
  UPDATE jobs j SET status = 'running', attempts = j.attempts + 1,
      locked_until = now() + make_interval(secs => p_lock_seconds)
    WHERE j.id = (
      SELECT c.id FROM jobs c
      WHERE c.queue = ANY (p_queues)
        AND ((c.status = 'pending' AND c.run_at <= now()) OR (c.status = 'running' AND c.locked_until < now()))
      ORDER BY c.run_at, c.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING j.* INTO claimed;
  IF claimed.id IS NULL THEN
    RETURN;
  END IF;
  -- the same walk of the jobs still to run, from the first due one (the claimed job is running now, not due)
  RETURN QUERY SELECT claimed.id, claimed.queue, claimed.payload, claimed.attempts, claimed.max_attempts,
    EXISTS (
      SELECT 1 FROM jobs c
      WHERE c.queue = ANY (p_queues)
        AND ((c.status = 'pending' AND c.run_at <= now()) OR (c.status = 'running' AND c.locked_until < now()))
        AND c.id <> claimed.id
      ORDER BY c.run_at, c.id
      LIMIT 1
    );
END;
$$;
