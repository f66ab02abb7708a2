-- An erased order records who erased it, never an operator's free-text reason (it may name the
-- sender, whose data the erasure removes); that reason stays in the operator-only audit_log.
UPDATE orders SET erasure_reason = 'operator'
  WHERE erasure_reason IS NOT NULL AND erasure_reason NOT IN ('sender', 'retention');
ALTER TABLE orders ADD CONSTRAINT orders_erasure_reason_check
  CHECK (erasure_reason IN ('sender', 'retention', 'operator'));
COMMENT ON COLUMN orders.erasure_reason IS 'who erased the personal data: sender, retention or operator';
