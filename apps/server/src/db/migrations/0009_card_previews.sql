-- Rendered card preview images by content hash (docs/decisions/0021): shared by every web process, so an
-- image URL answered by one process loads from any other; removed a day after rendering.
-- sender_key (a hash of the return address, null for fronts) lets erasing an order remove the
-- backs drawn with its sender's name and address at once, not a day later.
CREATE TABLE card_previews (
  hash text PRIMARY KEY,
  png bytea NOT NULL,
  sender_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_previews_created_at_idx ON card_previews (created_at);
CREATE INDEX card_previews_sender_key_idx ON card_previews (sender_key) WHERE sender_key IS NOT NULL;
