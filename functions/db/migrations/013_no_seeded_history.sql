-- The admin area shows only what happened. Earlier versions seeded a new install with 30 days of
-- invented health checks (detail 'seeded' or 'seeded: ...'); they are removed, so the history
-- starts with the first check the server really recorded.
delete from health_checks where detail = 'seeded' or detail like 'seeded:%';
-- Likewise the sample subscriptions an older seed inserted (flagged `sample`): revenue and active
-- customers are only what the Stripe webhook recorded.
delete from subscriptions where sample;
