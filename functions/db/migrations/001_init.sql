-- The site's first schema. Runs unchanged on PGlite (Postgres 17) and PostgreSQL 15+.

create table admins (
  id serial primary key,
  email text not null,
  name text not null,
  password_hash text not null,
  created_at timestamptz not null default now()
);
create unique index admins_email_key on admins (lower(email));

create table admin_sessions (
  token_hash text primary key,
  admin_id integer not null references admins (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index admin_sessions_admin_id_idx on admin_sessions (admin_id);

-- Fixed-window counters, kept here so limits hold across instances.
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);
create index rate_limits_window_start_idx on rate_limits (window_start);

create table processed_webhook_events (
  event_id text primary key,
  event_type text not null,
  processed_at timestamptz not null default now()
);

create table subscriptions (
  stripe_subscription_id text primary key,
  stripe_customer_id text,
  email text,
  customer_name text,
  plan_lookup_key text,
  status text not null,
  amount_cents integer not null default 0,
  current_period_end timestamptz,
  -- share of the plan's resources in use, for the dashboard (sample rows only for now)
  usage_percent integer,
  -- seeded demonstration rows, so a new install has figures
  sample boolean not null default false,
  -- the `created` time of the Stripe event that last wrote the row; older events are ignored
  stripe_event_created timestamptz,
  updated_at timestamptz not null default now()
);
create index subscriptions_status_idx on subscriptions (status);

create table servers (
  id text primary key,
  name text not null,
  status text not null,
  cpu integer not null,
  memory integer not null,
  disk integer not null,
  uptime text not null,
  last_check text not null,
  client text not null,
  plan text not null
);

create table automation_rules (
  id text primary key,
  name text not null,
  description text not null,
  enabled boolean not null,
  triggers integer not null,
  actions integer not null,
  updated_at timestamptz not null default now()
);

create table health_checks (
  id serial primary key,
  checked_at timestamptz not null,
  ok boolean not null,
  response_ms integer not null,
  detail text not null
);
create index health_checks_checked_at_idx on health_checks (checked_at);

create table submissions (
  id serial primary key,
  kind text not null check (kind in ('contact', 'booking', 'lead_magnet', 'website_audit')),
  reference text not null unique,
  payload jsonb not null,
  ip_hash text not null,
  created_at timestamptz not null default now()
);
create index submissions_kind_created_idx on submissions (kind, created_at);
