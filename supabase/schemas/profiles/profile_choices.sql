-- Every closed list a profile column may hold. CHECK constraints call it, so each list is written once.
create or replace function private.profile_choices(list text) returns text[]
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
-- The CHECK constraints run it as whoever writes a profile.
revoke execute on function private.profile_choices(text) from public;
grant execute on function private.profile_choices(text) to authenticated, service_role;
