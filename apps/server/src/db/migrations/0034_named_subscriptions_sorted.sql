-- Issue 18: whether an integer is among ascending sorted integers, by binary search (width_bucket counts the elements
-- ≤ v; the last of them is v exactly when v is there; NULL, so false in a WHERE, below the first). The events list's
-- page asks this of each event it walks for a common name's many subscriptions (payouts.repository.ts,
-- NAMED_WALK_MIN): PostgreSQL inlines the expression and estimates it once, where `= any(array)` made it estimate each
-- of the array's elements on every plan. Only for sorted arrays: unsorted ones give wrong answers.
CREATE OR REPLACE FUNCTION zp_in_sorted(v integer, sorted integer[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT sorted[width_bucket(v, sorted)] = v $$;
