-- Operators' passkeys: better-auth's passkey plugin, under our names and column style
-- (services/operators/auth-schema.ts). Only the public key is kept.
CREATE TABLE auth_passkeys (
  id text PRIMARY KEY,
  name text,
  public_key text NOT NULL,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  counter integer NOT NULL,
  device_type text NOT NULL,
  backed_up boolean NOT NULL,
  transports text,
  created_at timestamptz,
  aaguid text
);
CREATE INDEX auth_passkeys_user_id_idx ON auth_passkeys (user_id);

-- How each console session was opened: ADMIN_REQUIRE_PASSKEY lets an email link's session only
-- enrol a first passkey. The sessions from before were all opened by email link.
ALTER TABLE auth_sessions ADD COLUMN sign_in_method text NOT NULL DEFAULT 'email_link'
  CHECK (sign_in_method IN ('email_link', 'passkey'));
