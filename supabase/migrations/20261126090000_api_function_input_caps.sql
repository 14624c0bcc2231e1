-- Every function anon or authenticated may call through the API refuses an oversized text argument
-- before any work (a regex, a LIKE, a scan), with 22001 (400 through the REST surface). The embedded
-- database is one connection: a statement whose cost grows with what a caller sends stops everyone.
-- server/rest/function-input-caps.contract.test.ts calls every such function with 100 kB arguments.

create function private.assert_max_length(value text, max_length integer, what text) returns void
language plpgsql immutable parallel safe
set search_path = ''
as $$
begin
  if char_length(value) > max_length then
    raise exception '% is too long: at most % characters', what, max_length
      using errcode = 'string_data_right_truncation';
  end if;
end;
$$;

-- The owner's folder is compared as text, never spliced into a regex (where a caller's "owner" was
-- both a pattern of its own and, 15,000 characters long, a stack overflow inside PGlite). Storage
-- policies run it as the uploading member, who has no access to the private schema: the caps are
-- written out here. (profile_choices needs none: an unknown list name is refused at once, 400.)
create or replace function public.is_profile_photo_name(name text, owner text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if char_length(name) > 200 or char_length(owner) > 64 then
    raise exception 'Photo name is too long: at most 200 characters' using errcode = 'string_data_right_truncation';
  end if;
  return left(name, char_length(owner) + 1) = owner || '/'
     and substr(name, char_length(owner) + 2) ~ '^[A-Za-z0-9_-]{20,100}\.(jpg|jpeg|png|webp|gif|avif)$';
end;
$$;

-- A username longer than the profile allows is refused, as sign-up would refuse it.
create or replace function public.is_username_available(username text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.assert_max_length(username, 30, 'Username');
  return not exists (
    select 1 from public.profiles p where lower(p.username) = lower(is_username_available.username));
end;
$$;

-- A prefix search whose cost does not grow with the query: at most 100 characters, and a range on
-- the text_pattern_ops index (places_search_key_idx) instead of a LIKE, which the planner can only
-- turn into an index range for a constant pattern. U+10FFFF sorts after every character.
create or replace function public.search_places(query text, max_results integer default 8)
returns table (id integer, label text)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  key text;
begin
  perform private.assert_max_length(query, 100, 'Place search');
  key := public.place_search_key(btrim(query));
  if coalesce(key, '') = '' then
    return;
  end if;
  return query
    select p.id, p.label
      from public.places p
     where p.search_key operator(pg_catalog.~>=~) key
       and p.search_key operator(pg_catalog.~<~) (key || chr(1114111))
     order by p.population desc, p.id
     limit least(greatest(coalesce(max_results, 8), 1), 20);
end;
$$;

revoke all on function public.search_places(text, integer) from public, anon;
grant execute on function public.search_places(text, integer) to authenticated;

-- get_conversations keeps its body under a private name; the public function checks its text
-- arguments first. A cursor is about 60 characters, a search a name or a username.
alter function public.get_conversations(text, integer, text) rename to get_conversations_unchecked;
alter function public.get_conversations_unchecked(text, integer, text) set schema private;
revoke all on function private.get_conversations_unchecked(text, integer, text) from public, anon, authenticated;

create function public.get_conversations(after text default null, page_size integer default 20, search text default null)
returns table (
  partner_id uuid, username text, first_name text, age integer, primary_photo_url text,
  show_online_status boolean, last_message_id uuid, last_message_sender_id uuid,
  last_message_content text, last_message_at timestamptz, last_message_read_at timestamptz,
  unread_count integer, matched_at timestamptz, activity_at timestamptz, cursor text)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.assert_max_length(after, 200, 'Conversation cursor');
  perform private.assert_max_length(search, 100, 'Conversation search');
  return query select * from private.get_conversations_unchecked(after, page_size, search);
end;
$$;

revoke all on function public.get_conversations(text, integer, text) from public, anon;
grant execute on function public.get_conversations(text, integer, text) to authenticated;

-- Helpers only the database itself calls (a generated column, the sign-up trigger) are not part of
-- the API.
revoke all on function public.place_search_key(text) from public, anon, authenticated;
revoke all on function public.random_username() from public, anon, authenticated;
