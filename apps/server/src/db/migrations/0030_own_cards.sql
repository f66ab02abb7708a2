-- Cards a sender writes by hand themselves (docs/decisions/0065): no payment, no vendor. We keep
-- what their printable PDF is drawn from, and whether they told us they mailed each card. Both
-- tables are written only by services/own-cards.

CREATE TABLE own_card_sets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- SHA-256 of the page's secret link: the link itself is shown once and never stored.
  access_token_hash text NOT NULL UNIQUE,
  sender_full_name text NOT NULL,
  sender_street text NOT NULL,
  sender_city text NOT NULL,
  sender_state text NOT NULL,
  sender_zip text NOT NULL,
  campaign_id uuid REFERENCES campaigns (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Erased as a paid order is (decision 0016): the sender's details and words blanked, counts kept.
  erased_at timestamptz,
  erasure_reason text CHECK (erasure_reason IN ('sender', 'retention', 'operator'))
);
CREATE INDEX own_card_sets_campaign_idx ON own_card_sets (campaign_id) WHERE campaign_id IS NOT NULL;
CREATE INDEX own_card_sets_retention_idx ON own_card_sets (created_at) WHERE erased_at IS NULL;

CREATE TABLE own_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  set_id uuid NOT NULL REFERENCES own_card_sets (id) ON DELETE CASCADE,
  position integer NOT NULL,
  legislator_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('representative', 'senator')),
  recipient text NOT NULL,
  office_kind text NOT NULL CHECK (office_kind IN ('washington', 'home')),
  office_label text NOT NULL,
  address_street text NOT NULL,
  address_city text NOT NULL,
  address_state text NOT NULL,
  address_zip text NOT NULL,
  salutation text NOT NULL,
  body text NOT NULL,
  sign_off text NOT NULL,
  -- As the sender reported it: we never see the card itself.
  reported_mailed_at timestamptz,
  UNIQUE (set_id, position)
);
