-- Issue 21, decision 035 "Audit trail": one SHA-256 hash chain per tenant over audit_log, kept by a BEFORE INSERT
-- trigger (so every writeAudit call keeps working unchanged), the GDPR redaction let through the append-only trigger,
-- and the backfill of the entries written before this migration.

-- The tenant (provider's superusers.id; 0 = the operator's own platform) a user account belongs to.
CREATE OR REPLACE FUNCTION audit_user_tenant(p_user integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  u record;
  t integer;
BEGIN
  IF p_user IS NULL THEN RETURN 0; END IF;
  SELECT role, scope INTO u FROM users WHERE id = p_user;
  IF NOT FOUND THEN RETURN 0; END IF;
  -- Portal accounts carry their provider in their scope ('investor:<superuserId>', 'broker:<superuserId>').
  IF u.scope ~ '^(investor|broker):[0-9]{1,9}$' THEN RETURN split_part(u.scope, ':', 2)::integer; END IF;
  IF u.role = 'superuser' THEN SELECT id INTO t FROM superusers WHERE user_id = p_user;
  ELSIF u.role = 'issuer' THEN SELECT superuser_id INTO t FROM issuers WHERE user_id = p_user;
  ELSIF u.role = 'investor' THEN SELECT superuser_id INTO t FROM investors WHERE user_id = p_user;
  ELSIF u.role = 'salesrep' THEN SELECT superuser_id INTO t FROM salesreps WHERE user_id = p_user;
  END IF;
  RETURN coalesce(t, 0);
END;
$$;
--> statement-breakpoint
-- The tenant an audited entity belongs to, or NULL when the entity does not tell (then the actor's tenant counts).
-- One primary-key lookup at most (two for entities that hang off another row).
CREATE OR REPLACE FUNCTION audit_entity_tenant(p_entity text, p_entity_id text, p_after jsonb) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  k integer;
  t integer;
BEGIN
  -- Operator-level economy: the reseller chain of the platform, whoever triggers it.
  IF p_entity IN ('reseller_commission', 'reseller_invoice', 'reseller_percentages') THEN RETURN 0; END IF;
  IF p_entity = 'chatbot' AND p_after ? 'superuserId' AND p_after->>'superuserId' ~ '^[0-9]{1,9}$' THEN
    RETURN (p_after->>'superuserId')::integer;
  END IF;
  IF p_entity = 'reminder_cancellation' AND p_entity_id ~ '^[0-9]{1,9}:' THEN
    SELECT superuser_id INTO t FROM investors WHERE id = split_part(p_entity_id, ':', 1)::integer;
    RETURN t;
  END IF;
  IF p_entity_id IS NULL OR p_entity_id !~ '^[0-9]{1,9}$' THEN RETURN NULL; END IF;
  k := p_entity_id::integer;
  CASE p_entity
    WHEN 'zeichnung' THEN SELECT superuser_id INTO t FROM zeichnungen WHERE id = k;
    WHEN 'product' THEN SELECT superuser_id INTO t FROM products WHERE id = k;
    WHEN 'issuer' THEN SELECT superuser_id INTO t FROM issuers WHERE id = k;
    WHEN 'booking' THEN SELECT superuser_id INTO t FROM bookings WHERE id = k;
    WHEN 'booking_upgrade' THEN
      SELECT b.superuser_id INTO t FROM booking_upgrades u JOIN bookings b ON b.id = u.booking_id WHERE u.id = k;
    WHEN 'superuser', 'landing_page', 'reminder_settings' THEN SELECT id INTO t FROM superusers WHERE id = k;
    WHEN 'investor' THEN SELECT superuser_id INTO t FROM investors WHERE id = k;
    WHEN 'investorTaxProfile' THEN SELECT superuser_id INTO t FROM investors WHERE id = k;
    WHEN 'salesrep' THEN SELECT superuser_id INTO t FROM salesreps WHERE id = k;
    WHEN 'user' THEN RETURN audit_user_tenant(k);
    WHEN 'interestPaymentEvent' THEN SELECT superuser_id INTO t FROM interest_payment_events WHERE id = k;
    WHEN 'installment' THEN SELECT superuser_id INTO t FROM installments WHERE id = k;
    WHEN 'payoutRun' THEN SELECT superuser_id INTO t FROM payout_runs WHERE id = k;
    WHEN 'exemptionOrder' THEN
      SELECT i.superuser_id INTO t FROM exemption_orders o JOIN issuers i ON i.id = o.issuer_id WHERE o.id = k;
    WHEN 'commission' THEN SELECT superuser_id INTO t FROM commissions WHERE id = k;
    WHEN 'commission_invoice' THEN SELECT superuser_id INTO t FROM commission_invoices WHERE id = k;
    WHEN 'provider_invoice' THEN SELECT superuser_id INTO t FROM provider_invoices WHERE id = k;
    WHEN 'processing_fee' THEN SELECT superuser_id INTO t FROM processing_fees WHERE id = k;
    WHEN 'smart_contract' THEN SELECT superuser_id INTO t FROM smart_contracts WHERE id = k;
    WHEN 'issuer_request' THEN SELECT superuser_id INTO t FROM issuer_requests WHERE id = k;
    WHEN 'chatbot' THEN SELECT superuser_id INTO t FROM chatbots WHERE id = k;
    WHEN 'chatbot_entry' THEN
      SELECT c.superuser_id INTO t FROM chatbot_entries e JOIN chatbots c ON c.id = e.chatbot_id WHERE e.id = k;
    WHEN 'newsletter' THEN SELECT coalesce(superuser_id, 0) INTO t FROM newsletters WHERE id = k;
    WHEN 'newsletter_subscription' THEN
      SELECT coalesce(superuser_id, 0) INTO t FROM newsletter_subscriptions WHERE id = k;
    WHEN 'self_disclosure' THEN
      SELECT i.superuser_id INTO t FROM self_disclosures s JOIN investors i ON i.id = s.investor_id WHERE s.id = k;
    ELSE RETURN NULL;
  END CASE;
  RETURN t;
END;
$$;
--> statement-breakpoint
-- The canonical encoding of an entry's content: a JSON array (unambiguous quoting) of its fields in a fixed order,
-- `at` in UTC with microseconds; jsonb's text output is deterministic (keys sorted by length then bytes). STABLE, as
-- its body (to_char): so PostgreSQL inlines it into a query (an IMMUTABLE declaration blocks that: 6× slower verify).
CREATE OR REPLACE FUNCTION audit_canonical(
  p_id bigint, p_at timestamptz, p_actor integer, p_role text, p_action text, p_entity text, p_entity_id text,
  p_before jsonb, p_after jsonb, p_request_id text, p_ip text
) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    p_id, to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), p_actor, p_role, p_action, p_entity,
    p_entity_id, p_before::text, p_after::text, p_request_id, p_ip
  )::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_content_hash(
  p_id bigint, p_at timestamptz, p_actor integer, p_role text, p_action text, p_entity text, p_entity_id text,
  p_before jsonb, p_after jsonb, p_request_id text, p_ip text
) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(audit_canonical(
    p_id, p_at, p_actor, p_role, p_action, p_entity, p_entity_id, p_before, p_after, p_request_id, p_ip
  ), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The link: SHA-256 over 'tenant|seq|prev_hash|content_hash'.
CREATE OR REPLACE FUNCTION audit_link_hash(p_tenant integer, p_seq bigint, p_prev text, p_content text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(p_tenant::text || '|' || p_seq::text || '|' || p_prev || '|' || p_content, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Row level: the entry's tenant, then its place in the chain. The head row (locked FOR UPDATE, inserted if missing)
-- orders concurrent writers of one tenant; it is rewritten once per statement (audit_log_chain_head below), not per
-- row: rewriting one row thousands of times in one transaction leaves a chain of row versions every later lookup
-- walks (quadratic in a bulk insert). Rows this statement already chained (seq above the head's) come first, found
-- by the (tenant_id, seq) index; otherwise the head's values.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  head record;
  last record;
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
  SELECT seq, hash INTO last FROM audit_log WHERE tenant_id = NEW.tenant_id AND seq > head.seq
    ORDER BY seq DESC LIMIT 1;
  IF FOUND THEN
    NEW.seq := last.seq + 1;
    NEW.prev_hash := last.hash;
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
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Statement level: each chain's head moves to the last entry the statement added (one UPDATE per tenant written).
CREATE OR REPLACE FUNCTION audit_log_chain_head() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_chain_heads h SET seq = n.seq, hash = n.hash
    FROM (SELECT DISTINCT ON (tenant_id) tenant_id, seq, hash FROM audit_new ORDER BY tenant_id, seq DESC) n
    WHERE h.tenant_id = n.tenant_id AND n.seq > h.seq;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Append-only, except the GDPR redaction (lib/audit.ts redactPersonInAudit): with the transaction-local setting
-- 'audit.redact' = 'on' an UPDATE may change before, after, ip and redacted_at (set), nothing else.
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
--> statement-breakpoint
-- Backfill: the entries written before this migration get their tenant, then their chain in id order per tenant.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update;
--> statement-breakpoint
UPDATE audit_log SET tenant_id = coalesce(
  audit_entity_tenant(entity, entity_id, after), audit_user_tenant(actor_user_id), 0
) WHERE tenant_id = 0 AND seq IS NULL;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  cur_tenant integer := NULL;
  prev text;
  n bigint;
  ids bigint[] := '{}';
  seqs bigint[] := '{}';
  prevs text[] := '{}';
  contents text[] := '{}';
  hashes text[] := '{}';
  c text;
  h text;
BEGIN
  FOR r IN SELECT * FROM audit_log WHERE seq IS NULL ORDER BY tenant_id, id LOOP
    IF cur_tenant IS DISTINCT FROM r.tenant_id THEN
      cur_tenant := r.tenant_id;
      SELECT seq, hash INTO n, prev FROM audit_chain_heads WHERE tenant_id = cur_tenant;
      IF NOT FOUND THEN n := 0; prev := repeat('0', 64); END IF;
    END IF;
    n := n + 1;
    c := audit_content_hash(r.id, r.at, r.actor_user_id, r.actor_role, r.action, r.entity, r.entity_id, r.before,
      r.after, r.request_id, r.ip);
    h := audit_link_hash(cur_tenant, n, prev, c);
    ids := ids || r.id; seqs := seqs || n; prevs := prevs || prev; contents := contents || c; hashes := hashes || h;
    prev := h;
  END LOOP;
  UPDATE audit_log a SET seq = v.seq, prev_hash = v.prev, content_hash = v.content, hash = v.hash
    FROM unnest(ids, seqs, prevs, contents, hashes) AS v(id, seq, prev, content, hash)
    WHERE a.id = v.id;
  INSERT INTO audit_chain_heads (tenant_id, seq, hash)
    SELECT DISTINCT ON (tenant_id) tenant_id, seq, hash FROM audit_log WHERE seq IS NOT NULL ORDER BY tenant_id, seq DESC
    ON CONFLICT (tenant_id) DO UPDATE SET seq = excluded.seq, hash = excluded.hash;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
CREATE TRIGGER audit_log_chain_head AFTER INSERT ON audit_log REFERENCING NEW TABLE AS audit_new
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_chain_head();
