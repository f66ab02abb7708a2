-- Legislator directory: replaced as a whole by each import (see services/legislators).
CREATE TABLE legislators (
  bioguide_id text PRIMARY KEY,
  official_full_name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  party text NOT NULL,
  chamber text NOT NULL CHECK (chamber IN ('house', 'senate')),
  state text NOT NULL,
  district integer,
  title text NOT NULL,
  office_address text,
  office_city text,
  office_state text,
  office_zip text,
  phone text,
  url text,
  term_start date,
  term_end date
);
CREATE INDEX legislators_state_idx ON legislators (state, chamber);

CREATE TABLE district_offices (
  id text PRIMARY KEY,
  bioguide_id text NOT NULL REFERENCES legislators (bioguide_id) ON DELETE CASCADE,
  address text,
  suite text,
  building text,
  city text,
  state text,
  zip text,
  phone text
);
CREATE INDEX district_offices_bioguide_idx ON district_offices (bioguide_id);

CREATE TABLE zcta_districts (
  zcta text NOT NULL,
  state text NOT NULL,
  district integer NOT NULL,
  PRIMARY KEY (zcta, state, district)
);

CREATE TABLE directory_imports (
  id bigserial PRIMARY KEY,
  source text NOT NULL,
  status text NOT NULL CHECK (status IN ('applied', 'rejected', 'failed')),
  legislators integer,
  zcta_rows integer,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Drafts: what the sender asked for, what the assistant answered, what the human approved.
CREATE TABLE drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  zip_code text NOT NULL,
  concerns text NOT NULL DEFAULT '',
  personal_impact text NOT NULL DEFAULT '',
  representative jsonb,
  origin text NOT NULL CHECK (origin IN ('assistant', 'manual')),
  status text NOT NULL CHECK (status IN ('created', 'drafting', 'drafted', 'fallback', 'approved')),
  provider text,
  draft_message text,
  sources jsonb NOT NULL DEFAULT '[]',
  is_fallback_placeholder boolean NOT NULL DEFAULT false,
  failure_reason text,
  human_approved_message text,
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE link_previews (
  url text PRIMARY KEY,
  title text,
  description text,
  site_name text,
  error text,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX link_previews_expires_idx ON link_previews (expires_at);
