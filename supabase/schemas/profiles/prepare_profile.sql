-- Normalises a profile on every write: names trimmed (a member cannot clear one once given), the
-- one-line texts checked, full_name, age and basics_complete derived, the e-mail taken from the
-- account, the 18-year minimum checked, updated_at stamped (not for age or last_active alone).
-- SECURITY DEFINER only to read auth.users; it touches nothing but the row being written.
create or replace function public.prepare_profile() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  refused_label text;
  refused_constraint text;
begin
  -- Trimmed as the app trims a name.
  new.first_name := nullif(private.trim_like_javascript(new.first_name), '');
  new.last_name := nullif(private.trim_like_javascript(new.last_name), '');

  -- What others see inline, and e-mails and prompts quote, is one line of plain text: a name with a
  -- line break wrote lines of its own into another member's digest e-mail, and a bidi embedding,
  -- override or isolate reorders the text around it. C0, DEL, C1, U+2028/U+2029, U+202A-U+202E and
  -- U+2066-U+2069 are refused; marks (U+200E/U+200F) stay, as right-to-left names need them. The
  -- same class as the profiles_*_single_line constraints, and the SPA's CONTROL_CHARACTERS.
  select v.label, v.constraint_name into refused_label, refused_constraint
    from (values ('First name', new.first_name, 'profiles_first_name_single_line'),
                 ('Last name', new.last_name, 'profiles_last_name_single_line'),
                 ('Location', new.location, 'profiles_location_single_line'),
                 ('Religion', new.religion, 'profiles_religion_single_line')) v(label, value, constraint_name)
   where v.value ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
   limit 1;
  if refused_label is not null then
    raise exception '% cannot contain line breaks or other control characters', refused_label
      using errcode = 'check_violation', constraint = refused_constraint;
  end if;

  new.full_name := nullif(concat_ws(' ', new.first_name, new.last_name), '');
  new.age := private.age_in_years(new.birth_date);
  new.email := coalesce((select u.email from auth.users u where u.id = new.id), new.email);
  new.basics_complete := new.first_name is not null and new.birth_date is not null;

  -- Checked when the date is written, not on every later update: an adult stays an adult.
  if (tg_op = 'INSERT' or new.birth_date is distinct from old.birth_date) and new.age < 18 then
    raise exception 'You must be at least 18 years old'
      using errcode = 'check_violation', constraint = 'profiles_birth_date_adult',
            detail = format('birth_date %s is less than 18 years ago', new.birth_date);
  end if;

  -- A name, once given, may change but not go: a member without a first name meets nobody, and
  -- the editor refuses an empty one too. Members only (current_setting('role'): the API role under
  -- this definer function); the owner and the service role may still clear one.
  if tg_op = 'UPDATE' and current_setting('role', true) in ('anon', 'authenticated') then
    if new.first_name is null and old.first_name is not null then
      raise exception 'First name is required' using errcode = 'check_violation', constraint = 'profiles_first_name_required';
    end if;
    if new.last_name is null and old.last_name is not null then
      raise exception 'Last name is required' using errcode = 'check_violation', constraint = 'profiles_last_name_required';
    end if;
  end if;

  if tg_op = 'UPDATE' then
    -- A refresh that only moves age on does not count as the user updating their profile, and
    -- neither does being active (touch_last_active, about once a minute while she uses the app), nor
    -- the database setting her city's cell (geo_cell, derived from place_id).
    if (to_jsonb(new) - 'age' - 'last_active' - 'updated_at' - 'geo_cell')
       = (to_jsonb(old) - 'age' - 'last_active' - 'updated_at' - 'geo_cell') then
      new.updated_at := old.updated_at;
    else
      new.updated_at := now();
    end if;
  end if;
  return new;
end;
$$;
