-- Whether the calling member's plan includes 'see_who_liked_you' now (private.entitled). The
-- interests select policy asks it, so a member whose plan lacks it never reads the sender of a
-- pending interest addressed to her (REST, embeds, realtime). No argument: it answers only about the
-- caller, so granting it to members tells nobody anything about another's plan.
-- docs/plans.md (See who liked you); tests: server/db/rls/see-who-liked-you.test.ts.
create or replace function private.sees_who_liked_her() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.entitled((select auth.uid()), 'see_who_liked_you'), false)
$$;
revoke execute on function private.sees_who_liked_her() from public, anon;
grant execute on function private.sees_who_liked_her() to authenticated, service_role;
