-- A campaign's sponsored cards per hour, set by its organiser (NULL: no cap beyond the budget), and
-- when a claim last found the hour's cards taken, for the organiser's page and the console.
ALTER TABLE campaign_budgets
  ADD COLUMN cards_per_hour integer CHECK (cards_per_hour BETWEEN 1 AND 100000),
  ADD COLUMN hourly_cap_hit_at timestamptz;

-- The claims of the last hour are counted under the budget's row lock.
CREATE INDEX sponsored_claims_campaign_time_idx ON sponsored_claims (campaign_id, created_at);
