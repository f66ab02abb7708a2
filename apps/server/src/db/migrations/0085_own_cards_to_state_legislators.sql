-- A card a sender writes themselves may go to a member of their state legislature (issue 37,
-- docs/decisions/0128), as a paid card may since migration 0060: its legislator_id is Open States'
-- person id.
ALTER TABLE own_cards DROP CONSTRAINT own_cards_type_check;
ALTER TABLE own_cards ADD CONSTRAINT own_cards_type_check
  CHECK (type IN ('representative', 'senator', 'state_legislator'));
