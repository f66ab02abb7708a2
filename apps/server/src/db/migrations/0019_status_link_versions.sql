-- A sender can replace their status link: the token is made from the order id and this version
-- (0: the links sent before versions existed), so raising it makes every earlier link of that
-- order stop working and leaves every other order's alone (decision 0015).
ALTER TABLE orders ADD COLUMN link_version integer NOT NULL DEFAULT 0;

-- The email that carries a replaced link.
ALTER TABLE emails DROP CONSTRAINT emails_kind_check;
ALTER TABLE emails ADD CONSTRAINT emails_kind_check
  CHECK (kind IN ('order_confirmation', 'card_mailed', 'refund_issued', 'order_links', 'status_link'));
