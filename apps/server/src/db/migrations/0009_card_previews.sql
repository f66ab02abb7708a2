-- Rendered card preview images by content hash (issue 16): shared by every web process, so an
-- image URL answered by one process loads from any other; removed a day after rendering.
CREATE TABLE card_previews (
  hash text PRIMARY KEY,
  png bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_previews_created_at_idx ON card_previews (created_at);
