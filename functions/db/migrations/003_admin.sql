-- Admin area: a log of automation rule changes (the dashboard's "recent automation actions").
create table automation_events (
  id serial primary key,
  rule_id text not null references automation_rules (id) on delete cascade,
  enabled boolean not null,
  admin_email text not null,
  created_at timestamptz not null
);
create index automation_events_created_at_idx on automation_events (created_at);
