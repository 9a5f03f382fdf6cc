-- One-time links to Stripe's billing portal, emailed to a customer who asks for one by the email
-- used at checkout (functions/portal-links.ts). Only the SHA-256 of a token is kept, so a copy of
-- the database opens nothing; a link works once (`used_at`), until `expires_at`.
create table portal_links (
  token_hash text primary key,
  stripe_customer_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index portal_links_expires_at_idx on portal_links (expires_at);

-- The request looks a customer up by email, whatever its case.
create index subscriptions_lower_email_idx on subscriptions (lower(email));
