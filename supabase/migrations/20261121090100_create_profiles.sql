-- One profile per auth user: what others see, the dating preferences and the user's settings.
-- Who may read a profile depends on matches, so the select policy comes with the interests
-- (20261121090400_profile_visibility.sql).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  first_name text,
  last_name text,
  -- Kept by prepare_profile() rather than GENERATED: the registration insert sends full_name and age
  -- itself, and a generated column would reject that insert.
  full_name text,
  email text,
  gender text,
  birth_date date,
  -- Age as of the last write or the last refresh_profile_ages(); get_profile_with_photos() computes
  -- it for the day of the call.
  age integer,
  bio text,
  location text,
  interests text[] not null default '{}',
  relationship_goals text[] not null default '{}',
  -- The URLs of the user's photos, primary first; a copy of the photos table kept by its triggers.
  photos text[] not null default '{}',
  last_active timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- What the user looks for (the preferences modal saves these).
  preferred_distance integer not null default 50,
  preferred_age_min integer not null default 18,
  preferred_age_max integer not null default 100,
  preferred_income_min integer not null default 0,
  preferred_income_max integer not null default 1000000,
  preferred_genders text[] not null default '{}',
  preferred_hair_types text[] not null default '{}',
  preferred_body_types text[] not null default '{}',

  -- What others filter on. NULL is the "Any" / not stated choice.
  body_type text,
  hair_type text,
  height_cm integer,
  income integer,
  education text,
  drinking text,
  smoking text,
  religion text,
  has_children text,
  wants_children text,

  -- Settings.
  visibility text not null default 'everyone',
  show_online_status boolean not null default true,
  notify_new_matches boolean not null default true,
  notify_messages boolean not null default true,
  notify_profile_likes boolean not null default true,
  notify_profile_views boolean not null default true,
  notify_special_offers boolean not null default true,

  constraint profiles_username_length check (char_length(username) between 3 and 30),
  constraint profiles_username_format check (username ~ '^[A-Za-z0-9_]+$'),
  constraint profiles_first_name_length check (char_length(first_name) between 2 and 50),
  constraint profiles_last_name_length check (char_length(last_name) between 2 and 50),
  constraint profiles_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint profiles_gender_check check (gender = any (public.profile_choices('gender'))),
  -- The 18-year minimum needs today's date, which a CHECK may not use: prepare_profile() enforces it.
  constraint profiles_birth_date_range check (birth_date >= date '1900-01-01'),
  constraint profiles_bio_length check (char_length(bio) <= 1000),
  constraint profiles_location_length check (char_length(location) <= 100),
  constraint profiles_interests_check check (interests <@ public.profile_choices('interest')),
  constraint profiles_relationship_goals_check
    check (relationship_goals <@ public.profile_choices('relationship_goal')),
  constraint profiles_preferred_distance_range check (preferred_distance between 1 and 100),
  constraint profiles_preferred_age_range check (
    preferred_age_min between 18 and 100 and preferred_age_max between 18 and 100
    and preferred_age_min <= preferred_age_max),
  constraint profiles_preferred_income_range check (
    preferred_income_min between 0 and 1000000 and preferred_income_max between 0 and 1000000
    and preferred_income_min <= preferred_income_max),
  constraint profiles_preferred_genders_check
    check (preferred_genders <@ public.profile_choices('gender')),
  constraint profiles_preferred_hair_types_check
    check (preferred_hair_types <@ public.profile_choices('hair_type')),
  constraint profiles_preferred_body_types_check
    check (preferred_body_types <@ public.profile_choices('body_type')),
  constraint profiles_body_type_check check (body_type = any (public.profile_choices('body_type'))),
  constraint profiles_hair_type_check check (hair_type = any (public.profile_choices('hair_type'))),
  constraint profiles_height_cm_range check (height_cm between 50 and 300),
  constraint profiles_income_range check (income >= 0),
  constraint profiles_education_check check (education = any (public.profile_choices('education'))),
  constraint profiles_drinking_check check (drinking = any (public.profile_choices('drinking'))),
  constraint profiles_smoking_check check (smoking = any (public.profile_choices('smoking'))),
  constraint profiles_religion_length check (char_length(religion) <= 50),
  constraint profiles_has_children_check
    check (has_children = any (public.profile_choices('has_children'))),
  constraint profiles_wants_children_check
    check (wants_children = any (public.profile_choices('wants_children'))),
  constraint profiles_visibility_check check (visibility in ('everyone', 'matches', 'nobody'))
);

comment on column public.profiles.age is
  'Whole years, as of the last write or refresh_profile_ages(); get_profile_with_photos computes it per call.';

-- Usernames are unique whatever their case ("Ava" and "ava" are the same person to a reader).
create unique index profiles_username_lower_key on public.profiles (lower(username));
-- The registration check selects by the exact username.
create index profiles_username_idx on public.profiles (username);
-- The discovery feed filters on gender and age (through birth_date) and sorts by activity.
create index profiles_gender_birth_date_idx on public.profiles (gender, birth_date);
create index profiles_last_active_idx on public.profiles (last_active desc);
create index profiles_relationship_goals_idx on public.profiles using gin (relationship_goals);

-- Normalises a profile on every write: names trimmed, full_name and age derived, the e-mail taken
-- from the account, the 18-year minimum checked, updated_at stamped. SECURITY DEFINER only to read
-- auth.users; it touches nothing but the row being written.
create function public.prepare_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.first_name := nullif(btrim(new.first_name), '');
  new.last_name := nullif(btrim(new.last_name), '');
  new.full_name := nullif(concat_ws(' ', new.first_name, new.last_name), '');
  new.age := public.age_in_years(new.birth_date);
  new.email := coalesce((select u.email from auth.users u where u.id = new.id), new.email);

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

create trigger profiles_prepare
  before insert or update on public.profiles
  for each row execute function public.prepare_profile();

-- Stored ages drift as birthdays pass; the server runs this at start (and may run it daily).
create function public.refresh_profile_ages() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  refreshed integer;
begin
  update public.profiles
     set age = public.age_in_years(birth_date)
   where age is distinct from public.age_in_years(birth_date);
  get diagnostics refreshed = row_count;
  return refreshed;
end;
$$;
revoke execute on function public.refresh_profile_ages() from public, anon, authenticated;

-- Lets a visitor check a username before signing up without being able to read any profile.
create function public.is_username_available(username text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.profiles p where lower(p.username) = lower(is_username_available.username))
$$;
grant execute on function public.is_username_available(text) to anon, authenticated;

alter table public.profiles enable row level security;

create policy "Users create their own profile"
  on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
