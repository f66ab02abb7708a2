-- Which attempt claimed an email ('sending'). A claim whose answer was lost to a database outage
-- may have been made: the attempt that made it releases it by this id once the database is back,
-- instead of the email waiting for the claim to go stale (services/email/send-email.tsx).
ALTER TABLE emails ADD COLUMN claim_id uuid;
