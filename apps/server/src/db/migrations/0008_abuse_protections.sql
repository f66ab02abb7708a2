-- A payment whose amount or currency differs from the order is never fulfilled (docs/decisions/0011): the
-- order is held as payment_mismatch and refunded in full.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending_payment', 'paid', 'completed', 'payment_failed', 'payment_mismatch'));

-- Rate limits shared by every process, in rate-limiter-flexible's PostgreSQL shape (key =
-- limiter prefix + client, expire = epoch ms). UNLOGGED: counts lost in a crash cost nothing,
-- and no WAL is written for every costly call.
CREATE UNLOGGED TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);
