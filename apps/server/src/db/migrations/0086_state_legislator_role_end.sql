-- The last day Open States already knows of a sitting state legislator's role (issue 37,
-- docs/decisions/0129): a member whose role ends after the data's day sits until then, and a card
-- not yet ordered from the mailing service when that day comes is held, as for Congress (0110).
ALTER TABLE state_legislators ADD COLUMN role_end text;
