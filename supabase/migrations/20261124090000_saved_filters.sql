-- Every filter of the Dating Preferences modal is saved for the member (issue 12 goes beyond the
-- SPEC, which saves only the preferred_* fields it lists): height, relationship goals, education,
-- drinking, smoking, religion and children join the existing preferred_* columns. Like those, they
-- are private: the owner reads them from `profiles`; `public_profiles` never shows them (it names
-- its columns). NULL and empty lists are the modal's 'Any'.

alter table public.profiles
  add column preferred_height_min integer not null default 0,
  add column preferred_height_max integer not null default 300,
  add column preferred_relationship_goals text[] not null default '{}',
  add column preferred_education text[] not null default '{}',
  add column preferred_drinking text,
  add column preferred_smoking text,
  add column preferred_religion text,
  add column preferred_has_children text,
  add column preferred_wants_children text,
  add constraint profiles_preferred_height_range check (
    preferred_height_min between 0 and 300 and preferred_height_max between 0 and 300
    and preferred_height_min <= preferred_height_max),
  add constraint profiles_preferred_relationship_goals_check
    check (preferred_relationship_goals <@ public.profile_choices('relationship_goal')),
  add constraint profiles_preferred_education_check
    check (preferred_education <@ public.profile_choices('education')),
  add constraint profiles_preferred_drinking_check
    check (preferred_drinking = any (public.profile_choices('drinking'))),
  add constraint profiles_preferred_smoking_check
    check (preferred_smoking = any (public.profile_choices('smoking'))),
  add constraint profiles_preferred_religion_length check (char_length(preferred_religion) <= 50),
  add constraint profiles_preferred_has_children_check
    check (preferred_has_children = any (public.profile_choices('has_children'))),
  add constraint profiles_preferred_wants_children_check
    check (preferred_wants_children = any (public.profile_choices('wants_children')));

-- Religion is free text in the modal: a blank one is 'Any', so it is stored as null (and a filter
-- of spaces never hides everyone).
create function public.normalize_saved_filters() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.preferred_religion := nullif(btrim(new.preferred_religion), '');
  return new;
end;
$$;
revoke execute on function public.normalize_saved_filters() from public, anon, authenticated;

create trigger profiles_normalize_saved_filters
  before insert or update of preferred_religion on public.profiles
  for each row execute function public.normalize_saved_filters();
