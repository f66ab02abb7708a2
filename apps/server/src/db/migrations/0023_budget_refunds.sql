-- Sponsored cards' money going back (docs/decisions/0049, 0050): a prepayment paid for another
-- amount than stored, and the price of a card returned after its campaign closed.

-- A prepayment the provider reports paid for a different amount or currency is never credited and
-- is refunded whole (what the provider took, which may exceed the price asked: hence the wider CHECK).
ALTER TABLE budget_fundings DROP CONSTRAINT budget_fundings_status_check;
ALTER TABLE budget_fundings ADD CONSTRAINT budget_fundings_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'payment_mismatch'));
ALTER TABLE budget_fundings DROP CONSTRAINT budget_fundings_check;
ALTER TABLE budget_fundings ADD CONSTRAINT budget_fundings_refund_cents_check
  CHECK (refund_cents >= 0 AND (refund_cents <= amount_cents OR status = 'payment_mismatch'));

-- A card returned after its campaign closed cannot go back to a budget that was refunded: its
-- price goes back to a prepayment through the provider, once (the key is the return's refund id).
ALTER TABLE budget_returns ADD COLUMN funding_id uuid REFERENCES budget_fundings (id) ON DELETE CASCADE;
ALTER TABLE budget_returns ADD COLUMN refund_cents integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0);
ALTER TABLE budget_returns ADD COLUMN refund_status text CHECK (refund_status IN ('pending', 'succeeded', 'failed'));
ALTER TABLE budget_returns ADD COLUMN provider_refund_id text;
CREATE INDEX budget_returns_funding_idx ON budget_returns (funding_id) WHERE funding_id IS NOT NULL;
