-- The operator console (docs/decisions/0023, 0010): sign-in, per-card refunds and an append-only audit log.

-- better-auth's tables, as its migration planner writes them for services/operators/auth-schema.ts
-- (apps/server/scripts/generate-auth-sql.ts).
create table "auth_users" ("id" text not null primary key, "name" text not null, "email" text not null unique, "email_verified" boolean not null, "image" text, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz default CURRENT_TIMESTAMP not null);
create table "auth_sessions" ("id" text not null primary key, "expires_at" timestamptz not null, "token" text not null unique, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz not null, "ip_address" text, "user_agent" text, "user_id" text not null references "auth_users" ("id") on delete cascade);
create table "auth_accounts" ("id" text not null primary key, "account_id" text not null, "provider_id" text not null, "user_id" text not null references "auth_users" ("id") on delete cascade, "access_token" text, "refresh_token" text, "id_token" text, "access_token_expires_at" timestamptz, "refresh_token_expires_at" timestamptz, "scope" text, "password" text, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz not null);
create table "auth_verifications" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expires_at" timestamptz not null, "created_at" timestamptz default CURRENT_TIMESTAMP not null, "updated_at" timestamptz default CURRENT_TIMESTAMP not null);
create table "auth_rate_limits" ("id" text not null primary key, "key" text not null unique, "count" integer not null, "last_request" bigint not null);
create index "auth_sessions_user_id_idx" on "auth_sessions" ("user_id");
create index "auth_accounts_user_id_idx" on "auth_accounts" ("user_id");
create index "auth_verifications_identifier_idx" on "auth_verifications" ("identifier");

-- The secret that signs console cookies when AUTH_SECRET is not set: made once, shared by every
-- replica. gen_random_uuid() draws from the server's strong random source.
CREATE TABLE auth_secret (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  secret text NOT NULL
);
INSERT INTO auth_secret (secret)
VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Every operator action, with its outcome. Rows are only ever added: the triggers refuse UPDATE,
-- DELETE and TRUNCATE for every role, the table's owner included.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  operator_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  order_id uuid,
  reason text NOT NULL CHECK (length(trim(reason)) > 0),
  result text NOT NULL CHECK (result IN ('succeeded', 'no_change', 'refused', 'failed')),
  detail jsonb NOT NULL DEFAULT '{}',
  -- The console sends one key per confirmed action, so a double submit is recorded (and done) once.
  idempotency_key text NOT NULL UNIQUE
);
CREATE INDEX audit_log_order_idx ON audit_log (order_id, occurred_at);
CREATE INDEX audit_log_time_idx ON audit_log (occurred_at);

CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP;
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM PUBLIC;

-- Refunds per card. A refund (one provider call) covers one or more cards; each card is refunded
-- at most once (refund_items.recipient_id is unique), at its share of the order's price, so the
-- automatic refund of failed cards and operators' refunds together never exceed what was paid.
ALTER TABLE refunds DROP CONSTRAINT refunds_order_id_key;
CREATE INDEX refunds_order_idx ON refunds (order_id);
ALTER TABLE refunds
  -- payment_mismatch: a payment that did not match its order, refunded whole (docs/decisions/0011).
  ADD COLUMN kind text NOT NULL DEFAULT 'failed_cards' CHECK (kind IN ('failed_cards', 'operator', 'payment_mismatch')),
  ADD COLUMN requested_by text;
COMMENT ON COLUMN refunds.failed_count IS 'cards this refund covers (failed ones, or those an operator chose)';

CREATE TABLE refund_items (
  refund_id uuid NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  recipient_id uuid NOT NULL UNIQUE REFERENCES order_recipients (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (refund_id, recipient_id)
);
CREATE INDEX refund_items_order_idx ON refund_items (order_id);

-- The refunds made before this migration covered their order's failed cards.
INSERT INTO refund_items (refund_id, order_id, recipient_id, amount_cents)
SELECT r.id, r.order_id, c.id,
       (o.amount_cents * (c.position + 1)) / n.total - (o.amount_cents * c.position) / n.total
FROM refunds r
JOIN orders o ON o.id = r.order_id
JOIN order_recipients c ON c.order_id = r.order_id AND c.status = 'failed'
JOIN (SELECT order_id, count(*)::int AS total FROM order_recipients GROUP BY order_id) n ON n.order_id = r.order_id;

-- Which refund a 'refund_issued' email announces (an order can now have several).
ALTER TABLE emails ADD COLUMN refund_id uuid REFERENCES refunds (id) ON DELETE CASCADE;
UPDATE emails e SET refund_id = r.id FROM refunds r WHERE e.kind = 'refund_issued' AND e.order_id = r.order_id;

-- The console's searches (orders_email_idx on lower(email) comes from 0005).
CREATE INDEX orders_sender_zip_idx ON orders (sender_zip);
CREATE INDEX orders_created_idx ON orders (created_at);

-- Webhook calls we refused (bad signature, unreadable body), for the console's "Needs attention".
CREATE TABLE webhook_rejections (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  status integer NOT NULL,
  reason text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_rejections_time_idx ON webhook_rejections (received_at);
