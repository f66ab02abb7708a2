-- The language the sender used when they chose to write their own cards (decision 0121): the
-- link's and the reminder's emails are written in it. Sets stored before keep English.
ALTER TABLE own_card_sets ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));

-- The local checkout keeps the Checkout locale a session was created with, as Stripe does (issue 38).
ALTER TABLE local_checkout_sessions ADD COLUMN locale text;
