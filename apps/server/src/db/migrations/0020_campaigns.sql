-- Campaigns and their organisers (docs/decisions/0043). An organiser is a better-auth user who
-- signed in through /organize's link: a role of its own, apart from the operators of ADMIN_EMAILS.
CREATE TABLE organisers (
  user_id text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organiser_id text NOT NULL REFERENCES organisers (user_id) ON DELETE CASCADE,
  -- The link's name: /c/{slug}. Lower-case letters, digits and single hyphens.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) BETWEEN 3 AND 60),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  organisation text NOT NULL CHECK (length(organisation) BETWEEN 1 AND 120),
  ask text NOT NULL CHECK (length(ask) BETWEEN 1 AND 600),
  talking_points jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(talking_points) = 'array' AND jsonb_array_length(talking_points) <= 5),
  chamber text NOT NULL CHECK (chamber IN ('house', 'senate', 'both')),
  goal integer CHECK (goal > 0),
  ends_on date,
  card_front text NOT NULL,
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live', 'closed')),
  -- An operator's stop, apart from the organiser's state: the link says so and takes no card.
  suspended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_organiser_idx ON campaigns (organiser_id, created_at);

-- A session opened by /organize's link is an organiser's only: the console never takes it, even
-- for an operator's address (services/operators).
ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_sign_in_method_check;
ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_sign_in_method_check
  CHECK (sign_in_method IN ('email_link', 'passkey', 'organiser_link'));
