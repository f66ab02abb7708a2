-- Which model wrote a draft, next to the provider; and the card's limit held by the database too.
ALTER TABLE drafts ADD COLUMN model text;
ALTER TABLE drafts
  ADD CONSTRAINT drafts_human_approved_message_length CHECK (char_length(human_approved_message) <= 300);
