-- A second factor for admins (issue 14): TOTP (RFC 6238) with one-time recovery codes, and
-- passkeys (WebAuthn). A sign-in whose password is right but whose admin has a factor is first
-- a pending sign-in; only a right code or a passkey turns it into a session.

-- One authenticator app per admin. The secret is encrypted (AES-256-GCM, key in server_secrets);
-- it counts as enrolled once confirmed with a code. last_used_step refuses a code used once.
create table admin_totp (
  admin_id integer primary key references admins (id) on delete cascade,
  secret_encrypted text not null,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Ten one-time codes at a time, kept as keyed hashes; a used one keeps its row with used_at.
create table admin_recovery_codes (
  id bigserial primary key,
  admin_id integer not null references admins (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz
);
create index admin_recovery_codes_admin_idx on admin_recovery_codes (admin_id);

-- Passkeys: the credential's id and COSE public key (base64url), its signature counter.
create table admin_passkeys (
  id bigserial primary key,
  admin_id integer not null references admins (id) on delete cascade,
  credential_id text not null unique,
  public_key text not null,
  counter bigint not null default 0,
  transports text not null default '',
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index admin_passkeys_admin_idx on admin_passkeys (admin_id);

-- A sign-in whose password was right, waiting for its second factor: a random token kept as
-- its SHA-256, 5 minutes, at most 5 tries (each counted before it is checked), used once.
-- passkey_challenge is the WebAuthn challenge given with it.
create table admin_pending_sign_ins (
  token_hash text primary key,
  admin_id integer not null references admins (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  tries integer not null default 0,
  passkey_challenge text,
  completed_at timestamptz
);
create index admin_pending_sign_ins_expires_idx on admin_pending_sign_ins (expires_at);

-- The challenge of a passkey being added from the admin area (one at a time per admin).
create table admin_webauthn_challenges (
  admin_id integer primary key references admins (id) on delete cascade,
  challenge text not null,
  expires_at timestamptz not null
);
