-- A campaign link's QR code, drawn once (about 100 ms of CPU) and served from here by every web
-- process: keyed by a hash of the link it encodes and how it is drawn, so a new site URL or a new
-- drawing gets a new row. Gone with its campaign.
CREATE TABLE campaign_qr_codes (
  key text PRIMARY KEY,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  png bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaign_qr_codes_campaign_idx ON campaign_qr_codes (campaign_id);

-- The picture side the sender previewed (a front id of the renderer's), which the print files and
-- proofs draw. Null: the default front (orders placed before the front travelled with the order).
ALTER TABLE orders ADD COLUMN card_front text;
