-- Booked calls (/booking). A slot is taken once: the partial unique index refuses a second
-- booking of a date and time while the first stands, whatever reads ran before (two visitors
-- at the same moment get one success and one 409). A cancelled call frees its slot.
-- Dates and times are text on the office's wall clock (YYYY-MM-DD, HH:MM, America/Chicago):
-- no instant conversion, no driver turning a date into a local-time Date.
create table bookings (
  reference text primary key,
  slot_date text not null check (slot_date ~ '^\d{4}-\d{2}-\d{2}$'),
  slot_time text not null check (slot_time ~ '^\d{2}:\d{2}$'),
  name text not null,
  email text not null,
  phone text,
  service text not null,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  cancelled_by bigint
);
create unique index bookings_one_per_slot on bookings (slot_date, slot_time) where status = 'booked';
create index bookings_by_date on bookings (slot_date, slot_time);

-- Bookings made before this table: the first of any two on one slot keeps it.
insert into bookings (reference, slot_date, slot_time, name, email, phone, service, created_at)
select reference, payload->>'date', payload->>'time', payload->>'name', payload->>'email', payload->>'phone', payload->>'service', created_at
from submissions
where kind = 'booking'
  and payload->>'date' ~ '^\d{4}-\d{2}-\d{2}$' and payload->>'time' ~ '^\d{2}:\d{2}$'
  and payload->>'name' is not null and payload->>'email' is not null and payload->>'service' is not null
order by created_at, id
on conflict do nothing;

-- Days the owner takes no calls (besides weekends and the holidays domain/booking.ts knows).
create table blocked_days (
  day text primary key check (day ~ '^\d{4}-\d{2}-\d{2}$'),
  note text,
  created_at timestamptz not null default now(),
  created_by bigint
);
