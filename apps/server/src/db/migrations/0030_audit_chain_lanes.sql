ALTER TABLE "audit_log" ADD COLUMN "lane" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_chain_lane_seq_idx" ON "audit_log" USING btree ("tenant_id","lane","seq");--> statement-breakpoint
DROP INDEX "audit_chain_seq_idx";--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD COLUMN "lane" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_heads" DROP CONSTRAINT "audit_chain_heads_pkey";--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_tenant_id_lane_pk" PRIMARY KEY("tenant_id","lane");--> statement-breakpoint
-- Every chain's sixteen lanes (decision 052): lane 0 is the chain so far, lanes 1–15 start empty.
INSERT INTO audit_chain_heads (tenant_id, lane, seq, hash)
  SELECT h.tenant_id, g, 0, repeat('0', 64) FROM audit_chain_heads h, generate_series(1, 15) g
  ON CONFLICT (tenant_id, lane) DO NOTHING;
--> statement-breakpoint
-- Issue 22, decision 052: a tenant's chain runs in lanes. The head row of a chain is locked from a transaction's first
-- entry until its commit, so with one chain per tenant every audited transaction of a provider's portal committed
-- after the previous one's WAL flush (≈ 470 a second at 32 connections, p99 ≈ 400 ms; bench/audit-contention.ts). A
-- transaction now takes the first of its tenant's sixteen lanes that no other transaction holds (lane 0 first: alone,
-- every entry goes to lane 0 as before) and waits only when all sixteen are. It stays in that lane for the rest of the
-- transaction (the transaction-local setting 'audit.lane_<tenant>'), so it holds one head per tenant,
-- as before: no new lock order. Each lane is a chain of its own: seq 1, 2, … and its links. Lane 0's link is the
-- one of decision 035 (its entries keep verifying); another lane's link also binds the lane.
CREATE OR REPLACE FUNCTION audit_lane_link_hash(p_tenant integer, p_lane smallint, p_seq bigint, p_prev text, p_content text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_lane = 0 THEN audit_link_hash(p_tenant, p_seq, p_prev, p_content)
    ELSE encode(sha256(convert_to(p_tenant::text || '/' || p_lane::text || '|' || p_seq::text || '|' || p_prev || '|'
      || p_content, 'UTF8')), 'hex') END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  head record;
  held boolean := false;
  chosen text;
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
  chosen := current_setting('audit.lane_' || NEW.tenant_id, true);
  IF chosen ~ '^[0-9]{1,2}$' THEN
    -- the lane this transaction writes into: its head is locked by this transaction already
    SELECT lane, seq, hash INTO head FROM audit_chain_heads
      WHERE tenant_id = NEW.tenant_id AND lane = chosen::smallint FOR UPDATE;
    held := FOUND;
  END IF;
  IF NOT held THEN
    SELECT lane, seq, hash INTO head FROM audit_chain_heads WHERE tenant_id = NEW.tenant_id
      ORDER BY lane FOR UPDATE SKIP LOCKED LIMIT 1;
    held := FOUND;
    IF NOT held THEN
      -- The tenant's first entry: its sixteen lanes (a second writer of a new tenant waits for this commit, as one
      -- did for the head before lanes). Or all sixteen are held: the insert finds them and adds nothing.
      INSERT INTO audit_chain_heads (tenant_id, lane, seq, hash)
        SELECT NEW.tenant_id, g, 0, repeat('0', 64) FROM generate_series(0, 15) g
        ON CONFLICT (tenant_id, lane) DO NOTHING;
      SELECT lane, seq, hash INTO head FROM audit_chain_heads WHERE tenant_id = NEW.tenant_id
        ORDER BY lane FOR UPDATE SKIP LOCKED LIMIT 1;
      held := FOUND;
    END IF;
    IF NOT held THEN
      -- all sixteen held by other transactions: wait for one, spread by backend
      SELECT lane, seq, hash INTO head FROM audit_chain_heads
        WHERE tenant_id = NEW.tenant_id AND lane = pg_backend_pid() % 16 FOR UPDATE;
    END IF;
    PERFORM set_config('audit.lane_' || NEW.tenant_id, head.lane::text, true);
  END IF;
  NEW.lane := head.lane;
  -- Rows this transaction already chained in its lane beyond the head (a statement of many rows: the head moves at
  -- its end) travel in 'audit.tail_<tenant>' = 'lane:seq:hash' (migration 0023).
  tail := current_setting('audit.tail_' || NEW.tenant_id, true);
  IF tail ~ '^[0-9]{1,2}:[0-9]{1,18}:[0-9a-f]{64}$' AND split_part(tail, ':', 1)::smallint = head.lane THEN
    tail_seq := split_part(tail, ':', 2)::bigint;
  END IF;
  IF tail_seq IS NOT NULL AND tail_seq > head.seq THEN
    NEW.seq := tail_seq + 1;
    NEW.prev_hash := split_part(tail, ':', 3);
  ELSE
    NEW.seq := head.seq + 1;
    NEW.prev_hash := head.hash;
  END IF;
  NEW.redacted_at := NULL;
  NEW.content_hash := audit_content_hash(
    NEW.id, NEW.at, NEW.actor_user_id, NEW.actor_role, NEW.action, NEW.entity, NEW.entity_id, NEW.before, NEW.after,
    NEW.request_id, NEW.ip
  );
  NEW.hash := audit_lane_link_hash(NEW.tenant_id, NEW.lane, NEW.seq, NEW.prev_hash, NEW.content_hash);
  PERFORM set_config('audit.tail_' || NEW.tenant_id, NEW.lane || ':' || NEW.seq || ':' || NEW.hash, true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_chain_head() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_chain_heads h SET seq = n.seq, hash = n.hash
    FROM (SELECT DISTINCT ON (tenant_id, lane) tenant_id, lane, seq, hash FROM audit_new
      ORDER BY tenant_id, lane, seq DESC) n
    WHERE h.tenant_id = n.tenant_id AND h.lane = n.lane AND n.seq > h.seq;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Append-only as before (migration 0022); the redaction may not move an entry to another lane either.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('audit.redact', true), '') = 'on'
    AND NEW.redacted_at IS NOT NULL
    AND NEW.id = OLD.id AND NEW.at = OLD.at
    AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
    AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
    AND NEW.action = OLD.action AND NEW.entity = OLD.entity
    AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
    AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
    AND NEW.tenant_id = OLD.tenant_id
    AND NEW.lane = OLD.lane
    AND NEW.seq IS NOT DISTINCT FROM OLD.seq
    AND NEW.content_hash IS NOT DISTINCT FROM OLD.content_hash
    AND NEW.prev_hash IS NOT DISTINCT FROM OLD.prev_hash
    AND NEW.hash IS NOT DISTINCT FROM OLD.hash
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
