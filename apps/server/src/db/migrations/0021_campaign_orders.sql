-- An order written through a campaign's link records the campaign, and whether its sender chose to
-- share their name, email and ZIP code with the campaign's organisation (docs/decisions/0044).
ALTER TABLE orders ADD COLUMN campaign_id uuid REFERENCES campaigns (id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN shares_with_organisation boolean NOT NULL DEFAULT false;
-- SHA-256 of the message normalised (case, spaces and punctuation dropped: contracts' normaliseMessage),
-- so review can say that a message is one already sent in the campaign without reading any message.
ALTER TABLE orders ADD COLUMN campaign_message_hash text;
CREATE INDEX orders_campaign_idx ON orders (campaign_id, paid_at) WHERE campaign_id IS NOT NULL;
CREATE INDEX orders_campaign_message_idx ON orders (campaign_id, campaign_message_hash) WHERE campaign_id IS NOT NULL;
