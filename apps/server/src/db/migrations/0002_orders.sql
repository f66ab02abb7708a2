-- Orders: stored before payment, so nothing the sender chose is lost whatever happens next.
-- Order numbers are what people see ('Order #1001'); ids are what links and jobs use.
CREATE SEQUENCE order_number_seq START 1001;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number bigint NOT NULL UNIQUE DEFAULT nextval('order_number_seq'),
  -- pending_payment → paid → completed (every card settled, refund made, confirmation queued);
  -- payment_failed when the provider says the payment will never arrive.
  status text NOT NULL CHECK (status IN ('pending_payment', 'paid', 'completed', 'payment_failed')),
  send_option text NOT NULL CHECK (send_option IN ('single', 'double', 'triple')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  email text NOT NULL,
  sender_full_name text NOT NULL,
  sender_street text NOT NULL,
  sender_city text NOT NULL,
  sender_state text NOT NULL,
  sender_zip text NOT NULL,
  message text NOT NULL,
  draft_id text,
  zip_code text,
  -- Test mode only: how many of the first recipients fail on purpose (site.md §4 testing aid).
  simulated_failures integer NOT NULL DEFAULT 0 CHECK (simulated_failures BETWEEN 0 AND 3),
  payment_provider text NOT NULL CHECK (payment_provider IN ('stripe', 'local')),
  payment_session_id text UNIQUE,
  payment_intent_id text,
  paid_at timestamptz,
  completed_at timestamptz,
  expected_mailing_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_status_idx ON orders (status, created_at);

-- One row per card: the unit of "exactly once". Its id is the vendor idempotency key.
CREATE TABLE order_recipients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  legislator_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('representative', 'senator')),
  title text NOT NULL,
  name text NOT NULL,
  address_street text NOT NULL,
  address_city text NOT NULL,
  address_state text NOT NULL,
  address_zip text NOT NULL,
  simulate_failure boolean NOT NULL DEFAULT false,
  -- pending → submitting (vendor call in flight; retried with the same key) → ordered | failed
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitting', 'ordered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  vendor text,
  vendor_order_id text,
  error text,
  -- What the vendor reports afterwards; only ever moves forward.
  mail_status text CHECK (mail_status IN ('written', 'mailed', 'delivered')),
  ordered_at timestamptz,
  mailed_at timestamptz,
  delivered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, legislator_id),
  UNIQUE (order_id, position)
);
CREATE UNIQUE INDEX order_recipients_vendor_order_idx ON order_recipients (vendor, vendor_order_id);

-- At most one refund per order: the failed cards' share, decided once all cards are settled.
CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  failed_count integer NOT NULL,
  total_count integer NOT NULL,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Transactional email outbox: a row per email that must go out once (dedupe_key), then its fate.
CREATE TABLE emails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dedupe_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('order_confirmation', 'card_mailed', 'refund_issued')),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  recipient_id uuid REFERENCES order_recipients (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  message_id text,
  error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX emails_pending_idx ON emails (created_at) WHERE status = 'pending';

-- Every vendor event (webhook or local simulation), recorded once by its id before it is acted on.
CREATE TABLE vendor_events (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  UNIQUE (provider, event_id)
);

-- The local test checkout's sessions: the life cycle of a Stripe Checkout Session.
CREATE TABLE local_checkout_sessions (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  idempotency_key text NOT NULL UNIQUE,
  order_id uuid NOT NULL,
  amount_total integer NOT NULL,
  currency text NOT NULL,
  customer_email text NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL CHECK (payment_status IN ('unpaid', 'paid')),
  payment_intent_id text,
  card_brand text,
  card_last4 text,
  last_decline_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz
);

CREATE TABLE local_refunds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  payment_intent_id text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  reason text,
  status text NOT NULL CHECK (status IN ('succeeded')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The local print shop's own order book: one row per idempotency key, like a vendor's.
CREATE TABLE local_print_orders (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  order_ref text NOT NULL,
  recipient_ref text NOT NULL,
  card jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('received', 'written', 'mailed', 'delivered')),
  pdf_path text,
  png_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
