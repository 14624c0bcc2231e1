-- Another member as an export names them: id and username, nothing else.
create or replace function private.export_member_ref(member_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', member_id, 'username', (select p.username from public.profiles p where p.id = member_id))
$$;
revoke execute on function private.export_member_ref(uuid) from public;
