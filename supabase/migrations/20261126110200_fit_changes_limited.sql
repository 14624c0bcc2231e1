-- Others' feeds filter on a member's gender and age against their private preferences, so a member
-- who could change her own at will and watch who appears would learn their orientation and age
-- range in about 80 calls. As the big apps do: a birth date, once set, is corrected only by support
-- (the service role or the database owner), and gender changes at most twice in 30 days. The feed's
-- own per-member rate is in 20261126110100_rate_limits.sql. Tests: server/db/rls/fit-changes.test.ts.

create table private.gender_changes (
  profile_id uuid not null references public.profiles (id) on delete cascade,
  changed_at timestamptz not null default now()
);
create index gender_changes_profile_id_changed_at_idx on private.gender_changes (profile_id, changed_at);

-- SECURITY DEFINER to keep the history where members cannot reach it; the API role is still
-- current_setting('role') (PostgREST's SET ROLE), which a definer function does not change.
create function public.limit_fit_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;
  if old.birth_date is not null and new.birth_date is distinct from old.birth_date then
    raise exception 'Your birth date is set: contact support to correct it'
      using errcode = 'check_violation', constraint = 'profiles_birth_date_fixed';
  end if;
  if old.gender is not null and new.gender is distinct from old.gender then
    if (select count(*) from private.gender_changes g
         where g.profile_id = new.id and g.changed_at > now() - interval '30 days') >= 2 then
      raise exception 'Gender can change at most twice in 30 days'
        using errcode = 'check_violation', constraint = 'profiles_gender_change_limit';
    end if;
    insert into private.gender_changes (profile_id) values (new.id);
  end if;
  return new;
end;
$$;
revoke execute on function public.limit_fit_changes() from public, anon, authenticated;

create trigger profiles_limit_fit_changes
  before update of birth_date, gender on public.profiles
  for each row execute function public.limit_fit_changes();
