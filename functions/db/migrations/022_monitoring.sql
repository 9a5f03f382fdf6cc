-- Monitoring (docs/monitoring.md): the client sites the agency hosts, each check's raw result,
-- hourly and daily aggregates, incidents with their timelines, and the alert log whose unique
-- key makes each alert happen once whatever the number of server instances.
create table monitored_sites (
  id bigserial primary key,
  url text not null,
  client_name text not null,
  -- one of domain/plans.ts hostingPlanIds
  hosting_plan_id text not null,
  -- addresses alerted besides the owner (NOTIFY_EMAIL)
  contact_emails jsonb not null default '[]'::jsonb,
  -- user input is 30 s to 24 h (domain/monitoring.ts); the engine's tests use shorter ones
  interval_ms integer not null default 60000 check (interval_ms > 0 and interval_ms <= 86400000),
  timeout_ms integer not null default 10000 check (timeout_ms > 0 and timeout_ms <= 60000),
  -- [[from, to], ...] inclusive ranges of good status codes
  expected_status jsonb not null default '[[200, 399]]'::jsonb,
  keyword text,
  slow_threshold_ms integer not null default 3000 check (slow_threshold_ms > 0),
  cert_warning_days jsonb not null default '[21, 14, 7]'::jsonb,
  -- [{ "kind": "once", "start": iso, "end": iso } | { "kind": "weekly", "day": 0-6, "start": "HH:MM", "minutes": n }], weekly in America/Chicago
  maintenance_windows jsonb not null default '[]'::jsonb,
  paused boolean not null default false,
  status_page boolean not null default false,
  status_slug text unique,
  -- what the rules last decided (functions/monitoring/rules.ts)
  status text not null default 'unknown' check (status in ('unknown', 'up', 'down', 'degraded', 'maintenance')),
  failures_in_row integer not null default 0,
  successes_in_row integer not null default 0,
  slow_in_row integer not null default 0,
  -- good checks in time in a row (a slow site recovers after these)
  fast_in_row integer not null default 0,
  last_checked_at timestamptz,
  -- the schedule lives here, so a restart resumes it
  next_check_at timestamptz not null,
  -- a scheduler holds the site until then; the token proves which one
  lease_until timestamptz,
  lease_token text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index monitored_sites_due_idx on monitored_sites (next_check_at) where not paused;

create table monitor_checks (
  id bigserial primary key,
  site_id bigint not null references monitored_sites (id) on delete cascade,
  checked_at timestamptz not null,
  ok boolean not null,
  -- dns, refused, timeout, tls_invalid, tls_expired, http_status, keyword_missing, blocked, connection, too_many_redirects
  cause text,
  status_code integer,
  total_ms integer,
  ttfb_ms integer,
  keyword_found boolean,
  slow boolean not null default false,
  tls_valid boolean,
  tls_issuer text,
  tls_expires_at timestamptz,
  detail text
);
create index monitor_checks_site_at_idx on monitor_checks (site_id, checked_at desc);
create index monitor_checks_at_idx on monitor_checks (checked_at);

-- Percentiles are computed from the raw rows of the hour (or day), never from other aggregates.
create table monitor_hourly (
  site_id bigint not null references monitored_sites (id) on delete cascade,
  hour timestamptz not null,
  checks integer not null,
  failures integer not null,
  min_ms integer,
  max_ms integer,
  sum_ms bigint not null default 0,
  -- checks with a response time (the denominator of sum_ms)
  timed integer not null default 0,
  p50_ms integer,
  p95_ms integer,
  primary key (site_id, hour)
);

create table monitor_daily (
  site_id bigint not null references monitored_sites (id) on delete cascade,
  day date not null,
  checks integer not null,
  failures integer not null,
  min_ms integer,
  max_ms integer,
  sum_ms bigint not null default 0,
  timed integer not null default 0,
  p50_ms integer,
  p95_ms integer,
  primary key (site_id, day)
);

create table monitor_incidents (
  id bigserial primary key,
  site_id bigint not null references monitored_sites (id) on delete cascade,
  kind text not null check (kind in ('down', 'degraded', 'manual', 'maintenance')),
  title text not null,
  cause text,
  opened_at timestamptz not null,
  resolved_at timestamptz,
  postmortem text
);
-- At most one open automatic incident per site: two schedulers cannot open two.
create unique index monitor_incidents_one_open_idx on monitor_incidents (site_id) where resolved_at is null and kind in ('down', 'degraded');
create index monitor_incidents_site_idx on monitor_incidents (site_id, opened_at desc);

create table monitor_incident_updates (
  id bigserial primary key,
  incident_id bigint not null references monitor_incidents (id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in ('detected', 'cause', 'change', 'resolved', 'note')),
  message text not null,
  admin_id integer references admins (id) on delete set null
);
create index monitor_incident_updates_idx on monitor_incident_updates (incident_id, at);

-- One row per alert event before it is a message in the outbox; the key is unique.
create table monitor_alerts (
  id bigserial primary key,
  site_id bigint not null references monitored_sites (id) on delete cascade,
  event_key text not null unique,
  kind text not null check (kind in ('down', 'recovered', 'degraded', 'reminder', 'certificate')),
  created_at timestamptz not null
);
