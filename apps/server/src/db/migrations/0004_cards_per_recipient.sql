-- Each card carries its own text and goes to one office: what the sender previewed, paid for, the
-- vendor received and the status page shows is this row. address_* stay the address it is mailed to.
ALTER TABLE order_recipients
  ADD COLUMN salutation text,
  ADD COLUMN body text,
  ADD COLUMN sign_off text,
  ADD COLUMN office_kind text CHECK (office_kind IN ('washington', 'home')),
  ADD COLUMN office_label text;

-- Cards ordered before this carried the order's one message and went to Washington.
UPDATE order_recipients r
SET salutation = 'Dear ' || CASE r.title WHEN 'Sen.' THEN 'Senator' ELSE r.title END || ' ' ||
      COALESCE((SELECT l.last_name FROM legislators l WHERE l.bioguide_id = r.legislator_id), r.name) || ',',
    body = o.message,
    sign_off = 'Sincerely,' || E'\n' || o.sender_full_name,
    office_kind = 'washington',
    office_label = 'Washington office'
FROM orders o
WHERE o.id = r.order_id;

ALTER TABLE order_recipients
  ALTER COLUMN salutation SET NOT NULL,
  ALTER COLUMN body SET NOT NULL,
  ALTER COLUMN sign_off SET NOT NULL,
  ALTER COLUMN office_kind SET NOT NULL,
  ALTER COLUMN office_label SET NOT NULL;

-- Home offices are chosen by distance from the sender's ZIP: keep each office's coordinates.
ALTER TABLE district_offices
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision;
