-- Every auth user gets a profile in the same transaction that creates the user, from the sign-up
-- metadata (username, first_name, last_name, gender, birth_date). Without a username (an outside
-- provider's sign-in) it is the e-mail's local part, cleaned to [A-Za-z0-9_] and cut to 30, when
-- that is 3+ characters and free; otherwise user_ plus 5 random letters or digits.
--
-- Metadata that is present but invalid (a username taken or malformed, an age under 18, a bad
-- date...) makes the sign-up fail instead of creating a profile that breaks the rules or silently
-- differs from what the user typed. Those refusals are raised as P0001 with a message written for
-- the user (the constraint name stays in the error's constraint field): the auth server passes
-- such messages on, while it hides raw constraint texts.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := nullif(btrim(meta ->> 'username'), '');
  chosen text := coalesce(requested, public.username_from_email(new.email), public.random_username());
  birth date;
  failed text;
  reason text;
begin
  begin
    birth := nullif(btrim(meta ->> 'birth_date'), '')::date;
  exception when invalid_datetime_format or datetime_field_overflow then
    raise exception 'Birth date must be a date like 1990-12-31' using errcode = 'P0001';
  end;

  for attempt in 1..10 loop
    begin
      insert into public.profiles (id, username, email, first_name, last_name, gender, birth_date)
      values (new.id, chosen, new.email, meta ->> 'first_name', meta ->> 'last_name',
              nullif(btrim(meta ->> 'gender'), ''), birth)
      on conflict (id) do nothing;
      return new;
    exception
      when unique_violation then
        get stacked diagnostics failed = constraint_name;
        if requested is not null or failed <> 'profiles_username_lower_key' then
          raise exception 'Username is already taken' using errcode = 'P0001', constraint = failed;
        end if;
        -- A generated name was taken meanwhile: draw another.
        chosen := public.random_username();
      when check_violation then
        get stacked diagnostics failed = constraint_name, reason = message_text;
        raise exception '%', case failed
            when 'profiles_username_length' then 'Username must be between 3 and 30 characters'
            when 'profiles_username_format' then 'Username can only contain letters, numbers, and underscores'
            when 'profiles_first_name_length' then 'First name must be between 2 and 50 characters'
            when 'profiles_last_name_length' then 'Last name must be between 2 and 50 characters'
            when 'profiles_gender_check' then 'Gender must be one of: male, female, non-binary, other'
            when 'profiles_birth_date_adult' then 'You must be at least 18 years old to register'
            else reason
          end
          using errcode = 'P0001', constraint = failed;
    end;
  end loop;
  raise exception 'Could not find a free username' using errcode = 'P0001';
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
