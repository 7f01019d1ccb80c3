-- Issue 18/21, decision 035 "Audit trail", bulk writes: the row trigger found the tail of the chain the running
-- statement had already written by a query on audit_log (`seq > head.seq ORDER BY seq DESC LIMIT 1`). Its plan is
-- chosen once per session (PL/pgSQL caches a generic plan); on a table the planner believed small (freshly
-- analysed, empty) that plan is a scan with a sort, which walks every row the statement wrote so far: one insert of
-- 120 000 entries ran for many minutes. Now the tail a transaction has written per tenant travels in a
-- transaction-local setting (`audit.tail_<tenant>` = 'seq:hash', set with set_config(…, true)): constant work per
-- row whatever the plan. It is undone with the transaction and with a rolled-back savepoint, like the rows it
-- describes. The head row (locked FOR UPDATE until commit) stays the order of concurrent writers and the source of
-- truth between transactions: the setting is used only when it lies beyond the head (written by this transaction
-- after it locked the head); a wrong value set by hand breaks the chain, which verify reports.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  head record;
  tail text;
  tail_seq bigint;
BEGIN
  IF NEW.tenant_id IS NULL OR NEW.tenant_id = 0 THEN
    NEW.tenant_id := coalesce(
      audit_entity_tenant(NEW.entity, NEW.entity_id, NEW.after),
      audit_user_tenant(NEW.actor_user_id),
      0
    );
  END IF;
  SELECT seq, hash INTO head FROM audit_chain_heads WHERE tenant_id = NEW.tenant_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO audit_chain_heads (tenant_id, seq, hash) VALUES (NEW.tenant_id, 0, repeat('0', 64))
      ON CONFLICT (tenant_id) DO NOTHING;
    SELECT seq, hash INTO head FROM audit_chain_heads WHERE tenant_id = NEW.tenant_id FOR UPDATE;
  END IF;
  tail := current_setting('audit.tail_' || NEW.tenant_id, true);
  IF tail ~ '^[0-9]{1,18}:[0-9a-f]{64}$' THEN
    tail_seq := split_part(tail, ':', 1)::bigint;
  END IF;
  IF tail_seq IS NOT NULL AND tail_seq > head.seq THEN
    NEW.seq := tail_seq + 1;
    NEW.prev_hash := split_part(tail, ':', 2);
  ELSE
    NEW.seq := head.seq + 1;
    NEW.prev_hash := head.hash;
  END IF;
  NEW.redacted_at := NULL;
  NEW.content_hash := audit_content_hash(
    NEW.id, NEW.at, NEW.actor_user_id, NEW.actor_role, NEW.action, NEW.entity, NEW.entity_id, NEW.before, NEW.after,
    NEW.request_id, NEW.ip
  );
  NEW.hash := audit_link_hash(NEW.tenant_id, NEW.seq, NEW.prev_hash, NEW.content_hash);
  PERFORM set_config('audit.tail_' || NEW.tenant_id, NEW.seq || ':' || NEW.hash, true);
  RETURN NEW;
END;
$$;
