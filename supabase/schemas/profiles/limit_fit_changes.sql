-- SECURITY DEFINER to keep the history where members cannot reach it; the API role is still
-- current_setting('role') (PostgREST's SET ROLE), which a definer function does not change.
create or replace function public.limit_fit_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;
  if old.birth_date is not null and new.birth_date is distinct from old.birth_date then
    raise exception '%', private.refusal_sentence('birth_date_fixed')
      using errcode = 'check_violation', constraint = 'profiles_birth_date_fixed', detail = '{"refusal": "birth_date_fixed"}';
  end if;
  if old.gender is not null and new.gender is distinct from old.gender then
    if (select count(*) from private.gender_changes g
         where g.profile_id = new.id and g.changed_at > now() - interval '30 days') >= 2 then
      raise exception '%', private.refusal_sentence('gender_change_limit')
        using errcode = 'check_violation', constraint = 'profiles_gender_change_limit', detail = '{"refusal": "gender_change_limit"}';
    end if;
    insert into private.gender_changes (profile_id) values (new.id);
  end if;
  return new;
end;
$$;
revoke execute on function public.limit_fit_changes() from public, anon, authenticated;
