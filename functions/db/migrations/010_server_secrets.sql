-- Secrets the server makes for itself when the environment does not give one (the salt of the
-- address and account hashes): generated once, at first start, and shared by every instance
-- and restart, so stored hashes keep meaning the same client.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
