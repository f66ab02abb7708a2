-- Console sessions now keep only a hash of their token (services/operators/session-token-hash.ts).
-- The rows from before hold the tokens themselves, which a copy of the database could sign in
-- with: they go, and operators sign in again.
DELETE FROM auth_sessions;
