-- The language an organiser writes a campaign in (decision 0123): its public page and its senders'
-- wizard speak it unless the visitor chose. Campaigns made before are English.
ALTER TABLE campaigns ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
