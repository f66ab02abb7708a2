-- A console confirmation's key acts once for what it was made for: the same key sent with another
-- action, target or operator is another action, done and logged as such, never answered with the
-- first one's result (the key alone was unique: a refund's key reused on an erase answered the
-- refund and erased nothing). The migrating role is a member of audit_log's owner (db/roles.ts).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_idempotency_key_key;
CREATE UNIQUE INDEX audit_log_action_key_idx ON audit_log (operator_email, action, target_id, idempotency_key);

-- An operator's refund tells the sender (status page, data export, emails) and the payment provider
-- one fixed reason: the operator's own words, which may name the sender and more, stay in
-- audit_log only. Refunds recorded before carried those words: they get the fixed reason too.
UPDATE refunds SET reason = 'Issued by our support team' WHERE kind = 'operator';
UPDATE local_refunds l SET reason = 'Issued by our support team'
  FROM refunds r WHERE r.kind = 'operator' AND l.idempotency_key = 'refund-' || r.id;
