-- A card whose order call may or may not have reached a vendor with no idempotency (IgnitePost):
-- 'outcome_unknown' is never sent again by itself; an operator says whether the vendor has it.
ALTER TABLE order_recipients DROP CONSTRAINT order_recipients_status_check;
ALTER TABLE order_recipients ADD CONSTRAINT order_recipients_status_check
  CHECK (status IN ('pending', 'submitting', 'ordered', 'failed', 'outcome_unknown'));
CREATE INDEX order_recipients_outcome_unknown_idx ON order_recipients (updated_at) WHERE status = 'outcome_unknown';
-- The vendor polling job reads cards at a vendor that are not mailed yet.
CREATE INDEX order_recipients_awaiting_mail_idx ON order_recipients (vendor, ordered_at)
  WHERE status = 'ordered' AND mail_status IS NULL;
