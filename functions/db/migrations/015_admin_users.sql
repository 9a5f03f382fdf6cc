-- Admin users (docs/admin.md, "Admins, invitations and sessions").
--
-- Invitations: a one-time link for a new admin. Only the SHA-256 of its token is stored; it is
-- good for 72 hours and one use. One pending invitation per email: inviting the same email again
-- replaces the pending row's token (the old link stops working). Accepting is one
-- `update ... where used_at is null ... returning`, so two accepts at the same moment make one admin.
create table admin_invitations (
  id bigserial primary key,
  token_hash text not null unique,
  email text not null,
  name text not null default '',
  invited_by integer references admins (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by integer references admins (id) on delete set null,
  revoked_at timestamptz
);
create unique index admin_invitations_one_pending on admin_invitations (lower(email)) where used_at is null and revoked_at is null;

-- Sessions get a public id (the token hash is never shown) and a short browser description
-- ("Chrome on macOS") taken from the User-Agent at sign-in; never the address.
alter table admin_sessions add column id bigserial;
create unique index admin_sessions_id_key on admin_sessions (id);
alter table admin_sessions add column user_agent text;
