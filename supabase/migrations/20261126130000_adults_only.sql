-- An adult-only product has no path around its age gate. Registration asks for a name and an 18+
-- birth date; a Google sign-up brings a name at most. Until a member has both, she sees nobody and
-- nobody's answers reach her: no other profile (public_profiles, get_profile_with_photos, photos,
-- no interest or connection request to send), no feed, no match (messages, private channels). Her own
-- profile stays hers to read and complete; the birth date's 18+ check applies as it is written.
-- The SPA asks for them in one short step (/complete-profile). docs/database.md (Adults only);
-- tests: server/db/rls/adults-only.test.ts.

-- The rule, once: prepare_profile() derives basics_complete on every write (like age and
-- full_name, so whatever a client sends is overwritten), and every check below reads it. Private
-- like the birth date it derives from (public_profiles does not show it).
alter table public.profiles add column basics_complete boolean not null default false;

-- Normalises a profile on every write: names trimmed, full_name, age and basics_complete derived,
-- the e-mail taken from the account, the 18-year minimum checked, updated_at stamped. SECURITY
-- DEFINER only to read auth.users; it touches nothing but the row being written.
create or replace function public.prepare_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.first_name := nullif(btrim(new.first_name), '');
  new.last_name := nullif(btrim(new.last_name), '');
  new.full_name := nullif(concat_ws(' ', new.first_name, new.last_name), '');
  new.age := public.age_in_years(new.birth_date);
  new.email := coalesce((select u.email from auth.users u where u.id = new.id), new.email);
  new.basics_complete := new.first_name is not null and new.birth_date is not null;

  -- Checked when the date is written, not on every later update: an adult stays an adult.
  if (tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date) and new.age < 18 then
    raise exception 'You must be at least 18 years old'
      using errcode = 'check_violation', constraint = 'profiles_birth_date_adult',
            detail = format('birth_date %s is less than 18 years ago', new.birth_date);
  end if;

  if tg_op = 'UPDATE' then
    -- A refresh that only moves age on does not count as the user updating their profile.
    if (to_jsonb(new) - 'age' - 'updated_at') = (to_jsonb(old) - 'age' - 'updated_at') then
      new.updated_at := old.updated_at;
    else
      new.updated_at := now();
    end if;
  end if;
  return new;
end;
$$;

-- The rows there are: not an edit by their members, so updated_at stays as it is.
alter table public.profiles disable trigger profiles_prepare;
update public.profiles set basics_complete = first_name is not null and birth_date is not null;
alter table public.profiles enable trigger profiles_prepare;

-- Seeing another profile needs a complete caller; one's own profile is always visible.
create or replace function public.can_view_profile(profile_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
     where p.id = profile_id
       and (select auth.uid()) is not null
       and (p.id = (select auth.uid())
            or (exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
                and (p.visibility = 'everyone'
                     or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id))))))
$$;

-- A match counts only for a complete caller: messages, conversation channels and 'matches'
-- visibility all ask this.
create or replace function public.are_matched(a uuid, b uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (select auth.uid()) in (a, b)
     and exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
     and exists (
       select 1 from public.interests i
        where i.status = 'accepted'
          and ((i.sender_id = a and i.receiver_id = b) or (i.sender_id = b and i.receiver_id = a)))
$$;

create or replace view public.public_profiles with (security_barrier = true) as
select p.id,
       p.username,
       p.first_name,
       p.gender,
       public.age_in_years(p.birth_date) as age,
       p.bio,
       p.location,
       p.interests,
       p.relationship_goals,
       p.photos,
       case when p.show_online_status then p.last_active end as last_active,
       p.created_at,
       p.body_type,
       p.hair_type,
       p.height_cm,
       p.education,
       p.drinking,
       p.smoking,
       p.religion,
       p.has_children,
       p.wants_children
  from public.profiles p
 where (select auth.uid()) is not null
   and (p.id = (select auth.uid())
        or (exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete)
            and (p.visibility = 'everyone'
                 or (p.visibility = 'matches' and public.are_matched((select auth.uid()), p.id)))));

-- The feed says why it has nothing to show, so the SPA can ask for what is missing.
create or replace function public.get_discovery_feed(after text default null, page_size integer default 20)
returns table (
  id uuid, username text, first_name text, age integer, gender text, location text, bio text,
  interests text[], relationship_goals text[], primary_photo_url text, distance_miles integer,
  shared_interests text[], last_active timestamptz, score integer, cursor text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to discover members' using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from public.profiles me where me.id = (select auth.uid()) and me.basics_complete) then
    raise exception 'Add your first name and birth date to meet members'
      using errcode = 'insufficient_privilege', hint = 'Members must be at least 18 years old.';
  end if;
  perform private.assert_max_length(after, 200, 'Feed cursor');
  perform private.take_rate_limit('get_discovery_feed', (select auth.uid())::text, 60, interval '1 minute');
  return query select * from private.get_discovery_feed_unchecked(after, page_size);
end;
$$;
