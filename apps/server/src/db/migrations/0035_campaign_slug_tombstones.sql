-- The links of erased campaigns: never given to another campaign, so that printed QR codes and
-- shared links of an erased organiser cannot be taken over. Slugs only, no one's data.
CREATE TABLE campaign_slug_tombstones (
  slug text PRIMARY KEY,
  retired_at timestamptz NOT NULL DEFAULT now()
);
