-- Hosted Supabase's statement timeouts for the API roles: a statement an anonymous caller starts
-- is cancelled after 3 s, a member's after 8 s (57014), so one slow request cannot hold a
-- connection for long. PostgREST applies a role's settings when it switches to the role for a
-- request; the embedded server does the same (server/db/role-settings.ts). PGlite has no timer to
-- cancel a statement: there the limits are the per-function caps and rates (docs/local-backend.md).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
