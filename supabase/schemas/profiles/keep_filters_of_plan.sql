-- Saved filters beyond age, distance, gender and relationship goal are part of all filters
-- (docs/plans.md, Entitlements): a member whose plan lacks them may not change them (PT402), and
-- keeps what she saved before, unused by the feed (get_discovery_feed_unchecked) until she upgrades.
-- Only the member's own writes through the API are checked (the seed and the service role are not
-- members). Religion is compared as it will be stored (profiles_normalize_saved_filters).
-- SECURITY DEFINER to read her plan; the API role is still current_setting('role').
create or replace function private.keep_filters_of_plan() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) not in ('anon', 'authenticated') or private.entitled(new.id, 'all_filters') then
    return new;
  end if;
  if (new.preferred_income_min, new.preferred_income_max, new.preferred_body_types, new.preferred_hair_types,
      new.preferred_height_min, new.preferred_height_max, new.preferred_education, new.preferred_drinking,
      new.preferred_smoking, nullif(btrim(new.preferred_religion), ''), new.preferred_has_children,
      new.preferred_wants_children, new.preferred_verified_only)
     is distinct from
     (old.preferred_income_min, old.preferred_income_max, old.preferred_body_types, old.preferred_hair_types,
      old.preferred_height_min, old.preferred_height_max, old.preferred_education, old.preferred_drinking,
      old.preferred_smoking, old.preferred_religion, old.preferred_has_children, old.preferred_wants_children,
      old.preferred_verified_only) then
    perform private.refuse_feature('all_filters');
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_filters_of_plan() from public;
