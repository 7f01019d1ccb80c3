-- Issue 22 (docs/decisions/066): the links of the audit chain are computed inline in the trigger's expression. Both
-- link functions were declared IMMUTABLE over a STABLE body (convert_to), which keeps PostgreSQL from inlining them
-- (as decision 035 found for audit_canonical): every audit entry ran audit_lane_link_hash, and for lane 0 also
-- audit_link_hash, through the SQL-function executor, planning its body anew on each call — ≈ 165 µs of the
-- ≈ 490 µs an entry's trigger took under the launch bench (pg_stat_user_functions). Declared STABLE, as their body
-- is, they are inlined. Same bodies, so the same hashes: every entry made before still verifies.
ALTER FUNCTION audit_link_hash(integer, bigint, text, text) STABLE;--> statement-breakpoint
ALTER FUNCTION audit_lane_link_hash(integer, smallint, bigint, text, text) STABLE;
