-- What visitors asked the assistant that the site's pages do not answer (functions/assistant/
-- unanswered.ts), so the team sees what to add: the question's text only (email addresses and
-- phone numbers in it masked), never an address or a visitor id. Kept 90 days.
create table assistant_unanswered (
  id bigserial primary key,
  question text not null check (length(question) between 1 and 500),
  asked_at timestamptz not null
);
create index assistant_unanswered_asked_at_idx on assistant_unanswered (asked_at);
