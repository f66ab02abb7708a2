-- The state legislator directory (decision 0090): replaced as a whole by each import, like the
-- Congress directory (services/legislators/state).
CREATE TABLE state_legislators (
  id text PRIMARY KEY,
  state text NOT NULL,
  chamber text NOT NULL CHECK (chamber IN ('upper', 'lower', 'legislature')),
  -- The district as the person's current role names it ('12', 'Chittenden-17', '18A').
  district text NOT NULL,
  -- The Census GEOID the district resolves to; null when no rule reaches one (Maine's tribal seats).
  geoid text,
  name text NOT NULL,
  last_name text NOT NULL,
  party text NOT NULL,
  image text,
  -- Mailable offices, parsed from the data: [{kind, address: {street, city, state, zip}, phone}].
  offices jsonb NOT NULL DEFAULT '[]',
  role_start date
);
CREATE INDEX state_legislators_district_idx ON state_legislators (state, chamber, geoid);

CREATE TABLE zcta_state_districts (
  zcta text NOT NULL,
  state text NOT NULL,
  chamber text NOT NULL CHECK (chamber IN ('upper', 'lower')),
  geoid text NOT NULL,
  -- The Census Bureau's name, for a district with no sitting member in the data.
  district_name text NOT NULL,
  PRIMARY KEY (zcta, chamber, geoid)
);

CREATE TABLE state_directory_imports (
  id bigserial PRIMARY KEY,
  source text NOT NULL,
  status text NOT NULL CHECK (status IN ('applied', 'rejected', 'failed')),
  legislators integer,
  zcta_rows integer,
  -- The day the member list describes: the snapshot's date when the source says it, else the
  -- newest start of a role in it.
  members_as_of date,
  -- SHA-256 of the files read: a refresh that reads the same files again changes nothing.
  content_hash text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
