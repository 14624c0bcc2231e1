-- An interest (a like) from one user to another. The receiver accepts or rejects it once; an
-- accepted interest, in either direction, makes the two users a match.

create table public.interests (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  message text,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint interests_sender_id_receiver_id_key unique (sender_id, receiver_id),
  constraint interests_not_self check (sender_id <> receiver_id),
  constraint interests_message_length check (char_length(message) <= 500),
  constraint interests_status_check check (status in ('pending', 'accepted', 'rejected'))
);

-- The likes list and its badge: pending interests received, newest first.
create index interests_receiver_id_status_created_at_idx
  on public.interests (receiver_id, status, created_at desc);
-- (sender_id, receiver_id) is indexed by the unique constraint.

-- The optional message is stored trimmed; an empty one is no message.
create function public.trim_request_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.message := nullif(btrim(new.message), '');
  return new;
end;
$$;

create trigger interests_trim_message
  before insert on public.interests
  for each row execute function public.trim_request_message();

-- After it is sent an interest changes in one way only: pending → accepted or rejected.
create function public.guard_interest_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.sender_id, new.receiver_id, new.message, new.created_at)
     is distinct from (old.id, old.sender_id, old.receiver_id, old.message, old.created_at) then
    raise exception 'Only the status of an interest can change'
      using errcode = 'P0001', hint = 'Send a new interest instead.';
  end if;
  if new.status is distinct from old.status then
    if old.status <> 'pending' then
      raise exception 'This interest was already %', old.status using errcode = 'P0001';
    end if;
    if new.status not in ('accepted', 'rejected') then
      raise exception 'An interest can only be accepted or rejected' using errcode = 'P0001';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger interests_guard_update
  before update on public.interests
  for each row execute function public.guard_interest_update();

-- True when a and b are matched, asked by one of them. Others get false: who matched whom is private.
-- SECURITY DEFINER so policies on other tables can use it without the interests policies in the way.
create function public.are_matched(a uuid, b uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (select auth.uid()) in (a, b)
     and exists (
       select 1 from public.interests i
        where i.status = 'accepted'
          and ((i.sender_id = a and i.receiver_id = b) or (i.sender_id = b and i.receiver_id = a)))
$$;
revoke execute on function public.are_matched(uuid, uuid) from public, anon;
grant execute on function public.are_matched(uuid, uuid) to authenticated;

alter table public.interests enable row level security;

create policy "Senders and receivers see their interests"
  on public.interests for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));

-- Sending is allowed in 20261121090400_profile_visibility.sql: one may only like a visible profile.

create policy "Receivers answer interests"
  on public.interests for update to authenticated
  using (receiver_id = (select auth.uid()))
  with check (receiver_id = (select auth.uid()));
