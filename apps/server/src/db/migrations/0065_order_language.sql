-- The language the sender used when they placed the order (decision 0116): its emails are
-- written in it. Orders placed before keep English.
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
