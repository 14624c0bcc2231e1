-- Messages between matched users. The sender writes a message once; the receiver can only mark it read.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  content text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint messages_not_self check (sender_id <> receiver_id),
  -- SPEC §9: message text is at most 500 characters.
  constraint messages_content_length check (char_length(btrim(content)) between 1 and 500)
);

-- A thread (either direction, by time) and a user's messages, newest first: each prefix is a user.
create index messages_sender_id_receiver_id_created_at_idx
  on public.messages (sender_id, receiver_id, created_at);
create index messages_receiver_id_sender_id_created_at_idx
  on public.messages (receiver_id, sender_id, created_at);
-- Unread counts and "mark this partner's messages read".
create index messages_unread_idx on public.messages (receiver_id, sender_id) where read_at is null;

-- Once sent, only read_at changes, and only from unread to read.
create function public.guard_message_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.sender_id, new.receiver_id, new.content, new.created_at)
     is distinct from (old.id, old.sender_id, old.receiver_id, old.content, old.created_at) then
    raise exception 'Only read_at of a message can change' using errcode = 'P0001';
  end if;
  if old.read_at is not null and new.read_at is distinct from old.read_at then
    raise exception 'A message stays read once read' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger messages_guard_update
  before update on public.messages
  for each row execute function public.guard_message_update();

alter table public.messages enable row level security;

create policy "Senders and receivers see their messages"
  on public.messages for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));

create policy "Matched users send messages to each other"
  on public.messages for insert to authenticated
  with check (
    sender_id = (select auth.uid()) and read_at is null and public.are_matched(sender_id, receiver_id));

create policy "Receivers mark messages read"
  on public.messages for update to authenticated
  using (receiver_id = (select auth.uid()))
  with check (receiver_id = (select auth.uid()));
