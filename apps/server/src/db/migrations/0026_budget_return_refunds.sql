-- A sponsored card that fails after its campaign closed is refunded to the organiser through the
-- prepayments that paid for spent cards. Its price may span several of them (one-card top-ups
-- spent by one order of three), so each part is its own provider refund, with the idempotency key
-- it is asked with kept here: a retry asks with the same key, and no part is refunded twice.
CREATE TABLE budget_return_refunds (
  refund_id uuid NOT NULL REFERENCES budget_returns (refund_id) ON DELETE CASCADE,
  funding_id uuid NOT NULL REFERENCES budget_fundings (id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL UNIQUE,
  refund_cents integer NOT NULL CHECK (refund_cents > 0),
  refund_status text NOT NULL CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (refund_id, funding_id)
);
CREATE INDEX budget_return_refunds_funding_idx ON budget_return_refunds (funding_id);
CREATE INDEX budget_return_refunds_owed_idx ON budget_return_refunds (campaign_id) WHERE refund_status <> 'succeeded';

-- The returns refunded before, each through one prepayment, under the key they were asked with.
-- budget_returns keeps its refund columns, unread from now on, so that a process of the previous
-- release still running during a rolling restart does not fail on them.
INSERT INTO budget_return_refunds
  (refund_id, funding_id, campaign_id, idempotency_key, refund_cents, refund_status, provider_refund_id, created_at)
SELECT refund_id, funding_id, campaign_id, 'budget-return-' || refund_id, refund_cents, refund_status,
  provider_refund_id, created_at
FROM budget_returns
WHERE funding_id IS NOT NULL AND refund_cents > 0 AND refund_status IS NOT NULL;
