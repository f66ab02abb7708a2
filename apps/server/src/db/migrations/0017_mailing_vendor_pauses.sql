-- An operator's pause of a mailing vendor (MAILING_VENDORS): while a row is here, no new card goes
-- to that vendor; cards already there are still followed (webhooks, polling). Every process reads it.
CREATE TABLE mailing_vendor_pauses (
  vendor text PRIMARY KEY,
  paused_by text NOT NULL,
  reason text NOT NULL,
  paused_at timestamptz NOT NULL DEFAULT now()
);
