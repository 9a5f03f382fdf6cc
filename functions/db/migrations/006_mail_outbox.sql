-- Transactional outbox: a form submission and the messages it causes are written in one
-- transaction; the sender (functions/mail/sender.ts) delivers them later, with retries.
create table mail_outbox (
  id bigserial primary key,
  -- the submission that caused it (a reference like LS-7K3M9QXA), if any
  reference text,
  -- what it is, e.g. `contact.owner`, `booking.visitor`
  template text not null,
  -- `owner`: sent to NOTIFY_EMAIL (resolved when sent); `visitor`: to `to_address`
  audience text not null check (audience in ('owner', 'visitor')),
  to_address text,
  reply_to text,
  subject text not null,
  body_text text not null,
  -- an RFC 5545 calendar (METHOD:REQUEST) sent as text/calendar, for bookings
  ics text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- a sender holds the row until then; another sender leaves it alone
  claimed_until timestamptz,
  claim_token text,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz,
  check (audience = 'owner' or to_address is not null)
);
create index mail_outbox_due_idx on mail_outbox (status, next_attempt_at);
create index mail_outbox_reference_idx on mail_outbox (reference);
