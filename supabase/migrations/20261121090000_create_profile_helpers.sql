-- Pieces the profile tables share: the enumerations of the product (one list each), age in whole
-- years, and the updated_at stamp.

-- Every closed list a profile column may hold. CHECK constraints call it, so each list is written once.
create function public.profile_choices(list text) returns text[]
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  choices text[];
begin
  choices := case list
    when 'gender' then array['male', 'female', 'non-binary', 'other']
    when 'body_type' then array['Athletic', 'Average', 'Slim', 'Curvy', 'Muscular', 'Plus-size', 'Other']
    when 'hair_type' then array['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other']
    when 'relationship_goal' then
      array['Long-term relationship', 'Marriage', 'Casual dating', 'Friendship', 'Not sure yet']
    when 'education' then
      array['High School', 'Some College', 'Bachelor''s', 'Master''s', 'Doctorate', 'Trade School']
    when 'drinking' then array['never', 'rarely', 'socially', 'regularly']
    when 'smoking' then array['never', 'occasionally', 'regularly']
    when 'has_children' then array['yes', 'no']
    when 'wants_children' then array['yes', 'no', 'maybe']
    when 'interest' then array[
      'Travel', 'Photography', 'Cooking', 'Fitness', 'Reading', 'Music', 'Art', 'Movies', 'Gaming',
      'Hiking', 'Dancing', 'Writing', 'Technology', 'Fashion', 'Sports', 'Yoga', 'Meditation', 'Food',
      'Wine', 'Coffee', 'Pets', 'Volunteering', 'Languages', 'Science', 'History']
  end;
  -- A misspelt list name must not turn a CHECK into "anything goes" (x = any(null) is null).
  if choices is null then
    raise exception 'unknown profile choice list: %', list;
  end if;
  return choices;
end;
$$;

-- Whole years between birth and on_date, counting month and day (29 February birthdays included).
-- Immutable because on_date is an argument; callers get today's age from the default.
create function public.age_in_years(birth_date date, on_date date default current_date) returns integer
language sql immutable strict parallel safe
set search_path = ''
as $$
  select extract(year from pg_catalog.age(on_date, birth_date))::integer
$$;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
