-- A request to connect, sent from a profile page, with an optional short message.

create table public.connection_requests (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  message text,
  created_at timestamptz not null default now(),
  constraint connection_requests_sender_id_receiver_id_key unique (sender_id, receiver_id),
  constraint connection_requests_not_self check (sender_id <> receiver_id),
  constraint connection_requests_message_length check (char_length(message) <= 500)
);

create index connection_requests_receiver_id_idx on public.connection_requests (receiver_id);

create trigger connection_requests_trim_message
  before insert on public.connection_requests
  for each row execute function public.trim_request_message();

alter table public.connection_requests enable row level security;

create policy "Senders and receivers see their connection requests"
  on public.connection_requests for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));

-- Sending is allowed in 20261121090400_profile_visibility.sql. Requests are never edited.
