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
