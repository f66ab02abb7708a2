-- A card may go to a member of the sender's state legislature (issue 37, docs/decisions/0120):
-- its legislator_id is Open States' person id, its seat the state alone (seat_district null).
ALTER TABLE order_recipients DROP CONSTRAINT order_recipients_type_check;
ALTER TABLE order_recipients ADD CONSTRAINT order_recipients_type_check
  CHECK (type IN ('representative', 'senator', 'state_legislator'));
