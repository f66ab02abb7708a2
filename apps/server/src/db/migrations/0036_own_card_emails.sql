-- Emails about cards a sender writes themselves (decision 0065), when they ask for them: the
-- page's link at once, and a reminder a few days later unless every card was reported mailed.
ALTER TABLE emails ADD COLUMN own_card_set_id uuid REFERENCES own_card_sets (id) ON DELETE CASCADE;
CREATE INDEX emails_own_card_set_idx ON emails (own_card_set_id) WHERE own_card_set_id IS NOT NULL;
-- Not sent before this instant (the reminder); null: at once.
ALTER TABLE emails ADD COLUMN send_after timestamptz;

ALTER TABLE emails DROP CONSTRAINT emails_kind_check;
ALTER TABLE emails ADD CONSTRAINT emails_kind_check
  CHECK (kind IN ('order_confirmation', 'card_mailed', 'refund_issued', 'order_links', 'status_link',
                  'own_cards_link', 'own_cards_reminder'));
-- 'skipped': no longer needed when its time came (a reminder after every card was reported mailed).
ALTER TABLE emails DROP CONSTRAINT emails_status_check;
ALTER TABLE emails ADD CONSTRAINT emails_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped'));
