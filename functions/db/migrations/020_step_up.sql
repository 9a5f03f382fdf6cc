-- Step-up for account changes (issue 32, item 5; docs/security.md "Step-up for account changes").
-- When the session's admin last proved who they are: set when the session is created (the sign-in
-- itself) and by admin-step-up (the password or a TOTP code again). Inviting an admin, changing
-- the password, adding or removing a second factor and making new recovery codes need it to be
-- recent (functions/auth/step-up.ts). Sessions from before this migration have none: their
-- first such change asks again.
alter table admin_sessions add column authenticated_at timestamptz;

-- Forced enrolment looks up "was this admin created by an invitation" on every admin call.
create index admin_invitations_used_by_idx on admin_invitations (used_by) where used_by is not null;
