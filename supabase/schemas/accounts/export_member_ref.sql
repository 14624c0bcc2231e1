-- Another member as an export names them: id and username, nothing else. A member who blocked the
-- caller or ended their match (a row of public.blocks naming her as blocked) is kept from the
-- caller everywhere, so her export must not lead to that member either, whatever she is called
-- now: no id and no username, a pseudonym instead, the same in every export of the caller's (a hash
-- of the two ids), so the messages she keeps still read as one conversation. Called by
-- export_my_data, as the caller.
create or replace function private.export_member_ref(member_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.blocks k where k.blocker_id = member_id and k.blocked_id = (select auth.uid()))
      then jsonb_build_object('id', null, 'username', null,
                              'pseudonym', 'Hidden member ' || upper(left(md5((select auth.uid())::text || member_id::text), 6)))
    else jsonb_build_object('id', member_id, 'username', (select p.username from public.profiles p where p.id = member_id))
  end
$$;
revoke execute on function private.export_member_ref(uuid) from public;
