-- The security event log: sign-ins (succeeded, failed, throttled), refused admin calls (401),
-- rate-limit refusals (429) and admin actions. Addresses and accounts only as salted hashes.
create table audit_events (
  id bigserial primary key,
  at timestamptz not null,
  type text not null,
  -- the client (salted hash of its address, or its /64)
  client_hash text,
  -- the account a sign-in named (salted hash of the email)
  account_hash text,
  -- the admin who acted, when signed in
  admin_id integer references admins (id) on delete set null,
  -- the call (e.g. adminLogin, createPayment)
  call text,
  -- small facts about the event (the status, the action, the rule); never a secret
  detail jsonb not null default '{}'::jsonb,
  request_id text
);
create index audit_events_at_idx on audit_events (at desc);
create index audit_events_type_at_idx on audit_events (type, at desc);
