-- Every lead in the admin inbox (a row of `submissions`) has a status the owner moves it through:
-- new, contacted, won, lost. `status_version` is the optimistic version: a change names the
-- version it saw and applies only if that is still the current one, so two admins changing the
-- same lead at the same moment get one success and one 409 (never a silently lost change).
alter table submissions add column status text not null default 'new' check (status in ('new', 'contacted', 'won', 'lost'));
alter table submissions add column status_version integer not null default 0;
create index submissions_status_created_idx on submissions (status, created_at);

-- The history of changes, newest first when read. The admin's email is kept as it was at the
-- time, so the history still says who changed it after that account is removed.
create table lead_status_changes (
  id bigserial primary key,
  submission_id integer not null references submissions (id) on delete cascade,
  version integer not null,
  status text not null check (status in ('new', 'contacted', 'won', 'lost')),
  note text,
  changed_by bigint,
  changed_by_email text not null,
  changed_at timestamptz not null,
  unique (submission_id, version)
);

-- What /admin/subscriptions needs besides what the webhook already kept: whether the subscription
-- renews at `current_period_end` or ends there, how often it bills, in which currency, and since
-- when. Rows recorded before this migration leave them unknown (null) rather than guessed.
alter table subscriptions add column cancel_at_period_end boolean;
alter table subscriptions add column billing_interval text;
alter table subscriptions add column currency text;
alter table subscriptions add column started_at timestamptz;
