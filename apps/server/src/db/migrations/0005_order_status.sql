-- The order status page, its events, the sender's data, and emails sent exactly once (docs/decisions/0014-0016).

-- The status page is reached by a secret link: only the SHA-256 (hex) of its token is stored.
-- erased_at: the sender's personal data was erased (by them, by an operator or by retention).
ALTER TABLE orders
  ADD COLUMN access_token_hash text UNIQUE,
  ADD COLUMN erased_at timestamptz,
  ADD COLUMN erasure_reason text;

-- Each card's timeline, one row per event, recorded once by its source's own event id.
-- recipient_id is null for an event of the whole order (paid).
CREATE TABLE card_events (
  id bigserial PRIMARY KEY,
  recipient_id uuid REFERENCES order_recipients (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('paid', 'sent_to_print_shop', 'written', 'mailed', 'delivered', 'failed', 'refunded')),
  occurred_at timestamptz NOT NULL,
  source text NOT NULL,
  source_event_id text NOT NULL,
  -- Never personal data: the page's wording comes from the kind, not from here.
  detail jsonb NOT NULL DEFAULT '{}',
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, source_event_id)
);
CREATE INDEX card_events_order_idx ON card_events (order_id, occurred_at);

-- Which order a vendor event concerns, when known: erasure clears the payloads it carries.
ALTER TABLE vendor_events ADD COLUMN order_id uuid;
CREATE INDEX vendor_events_order_idx ON vendor_events (order_id) WHERE order_id IS NOT NULL;

-- An email is claimed ('sending') before it is handed to SMTP, so two workers never both send it.
-- 'order_links' (find my orders) belongs to an address, not to one order.
ALTER TABLE emails DROP CONSTRAINT emails_kind_check;
ALTER TABLE emails ADD CONSTRAINT emails_kind_check
  CHECK (kind IN ('order_confirmation', 'card_mailed', 'refund_issued', 'order_links'));
ALTER TABLE emails DROP CONSTRAINT emails_status_check;
ALTER TABLE emails ADD CONSTRAINT emails_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed'));
ALTER TABLE emails ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE emails ADD COLUMN claimed_at timestamptz;
CREATE INDEX emails_to_address_idx ON emails (to_address) WHERE order_id IS NULL;
CREATE INDEX orders_email_idx ON orders (lower(email), created_at);

-- Server-side secrets kept in the database so every replica shares them (the status-link key).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
