-- A paid card whose recipient's term ended before it was ordered from the vendor is held, not
-- mailed (docs/decisions/0110): the sender chooses a refund or the seat's new holder, or it is
-- refunded when no choice comes in time. held_at starts that time; the reason stays in `error`.
ALTER TABLE order_recipients DROP CONSTRAINT order_recipients_status_check;
ALTER TABLE order_recipients ADD CONSTRAINT order_recipients_status_check
  CHECK (status IN ('pending', 'submitting', 'ordered', 'failed', 'outcome_unknown', 'held'));
ALTER TABLE order_recipients ADD COLUMN held_at timestamptz;
CREATE INDEX order_recipients_held_idx ON order_recipients (held_at) WHERE status = 'held';

-- The seat a card was written to (a state, and a House district; null for a senator), kept with
-- the card: the refresh after a swearing-in drops the member who left, and with them their seat.
ALTER TABLE order_recipients ADD COLUMN seat_state text, ADD COLUMN seat_district integer;
UPDATE order_recipients r
SET seat_state = l.state,
    seat_district = CASE WHEN l.chamber = 'senate' THEN NULL ELSE COALESCE(l.district, 0) END
FROM legislators l
WHERE l.bioguide_id = r.legislator_id;

ALTER TABLE emails DROP CONSTRAINT emails_kind_check;
ALTER TABLE emails ADD CONSTRAINT emails_kind_check
  CHECK (kind IN ('order_confirmation', 'card_mailed', 'refund_issued', 'order_links', 'status_link',
                  'own_cards_link', 'own_cards_reminder', 'card_held', 'card_held_reminder',
                  'card_held_new_holder'));
