-- Sponsored cards (docs/decisions/0049): an organisation prepays cards for its campaign's senders.
-- All three tables are written only by services/campaigns; the money moves through the payments
-- provider exactly as a sender's does.

-- A campaign's budget: the cards it can still give. Claims take from it in one conditional UPDATE
-- (remaining_cards >= n), so it is never overspent; the CHECK is the last guard.
CREATE TABLE campaign_budgets (
  campaign_id uuid PRIMARY KEY REFERENCES campaigns (id) ON DELETE CASCADE,
  remaining_cards integer NOT NULL DEFAULT 0 CHECK (remaining_cards >= 0),
  -- An operator's pause (audited in audit_log): senders take the paid path meanwhile.
  paused_at timestamptz,
  -- Set once, when the campaign closes: the cards left then, whose price goes back to the organiser.
  unused_cards integer CHECK (unused_cards >= 0),
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each prepayment (the first and every top-up): a checkout session of its own at the single-card price.
CREATE TABLE budget_fundings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  cards integer NOT NULL CHECK (cards BETWEEN 1 AND 10000),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  payment_provider text NOT NULL CHECK (payment_provider IN ('stripe', 'local')),
  payment_session_id text UNIQUE,
  payment_intent_id text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  paid_at timestamptz,
  -- The unused budget's share of this payment, decided once when the campaign closes.
  refund_cents integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0 AND refund_cents <= amount_cents),
  refund_status text CHECK (refund_status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX budget_fundings_campaign_idx ON budget_fundings (campaign_id, created_at);

-- A sender's sponsored order: at most one per address per campaign. The address is kept only as a
-- SHA-256 of its normalised form (trimmed, lower-case), enough to say "already used" and no more.
CREATE TABLE sponsored_claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  email_hash text NOT NULL,
  order_id uuid UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
  cards integer NOT NULL CHECK (cards BETWEEN 1 AND 3),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, email_hash)
);

-- Cards that went back to the budget: one row per refund of a sponsored order's failed cards, so a
-- card returns once however often its refund is retried.
CREATE TABLE budget_returns (
  refund_id uuid PRIMARY KEY REFERENCES refunds (id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  cards integer NOT NULL CHECK (cards BETWEEN 1 AND 3),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An order paid from a campaign's budget: no checkout session; its refunds return cards to the budget.
ALTER TABLE orders ADD COLUMN sponsored boolean NOT NULL DEFAULT false;
