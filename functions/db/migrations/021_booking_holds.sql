-- A booking is first a hold (issue 32): the form's booking occupies its slot for 30 minutes while
-- the visitor confirms from the emailed link (functions/booking-confirmations.ts); confirmed, it
-- is booked; unconfirmed, it lapses ('expired', written lazily by the next booking of the slot)
-- and the slot is free again. A hold occupies the slot like a call: the unique index covers both.
-- Only the SHA-256 of the link's token is kept, so a copy of the database confirms nothing.
-- `client_net` is a salted hash of the booker's network (an IPv4 /24, an IPv6 /56), for the caps.
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check check (status in ('held', 'booked', 'cancelled', 'expired'));
alter table bookings add column hold_expires_at timestamptz;
alter table bookings add column confirm_token_hash text;
alter table bookings add column confirmed_at timestamptz;
alter table bookings add column client_net text;
create unique index bookings_confirm_token_hash on bookings (confirm_token_hash) where confirm_token_hash is not null;

drop index bookings_one_per_slot;
create unique index bookings_one_per_slot on bookings (slot_date, slot_time) where status in ('held', 'booked');

-- The caps count bookings per email (upcoming), per network and overall (the last 24 hours).
create index bookings_by_email on bookings (lower(email), slot_date);
create index bookings_by_created on bookings (created_at);
