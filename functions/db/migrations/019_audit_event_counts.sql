-- Refusals (429s, unauthenticated admin calls, throttled or busy sign-ins) are counted per kind,
-- client, call and minute in one row (`count`) instead of a row each, so a flood cannot fill the
-- security log: `aggregate_key` names that row (null for every other event, which keeps a row of
-- its own). The address-hash filter of /admin/security searches by prefix.
alter table audit_events add column count integer not null default 1;
alter table audit_events add column aggregate_key text;
create unique index audit_events_aggregate_key_idx on audit_events (aggregate_key);
create index audit_events_client_hash_idx on audit_events (client_hash text_pattern_ops, id desc);
