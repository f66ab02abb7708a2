-- A campaign may write to a statehouse (decision 0125): `chamber` 'statehouse', and `target_state`
-- the one state whose legislators it writes to, or null for every sender's own state. Only a
-- statehouse campaign names a state.
ALTER TABLE campaigns DROP CONSTRAINT campaigns_chamber_check;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_chamber_check
  CHECK (chamber IN ('house', 'senate', 'both', 'statehouse'));
ALTER TABLE campaigns ADD COLUMN target_state text
  CHECK (target_state IS NULL OR (target_state ~ '^[A-Z]{2}$' AND chamber = 'statehouse'));
