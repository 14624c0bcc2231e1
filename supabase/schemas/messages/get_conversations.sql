-- The inbox (docs/database.md, Messages). The body lives under a private name
-- (private.get_conversations_unchecked); this public function checks its text arguments first. A
-- cursor is about 60 characters, a search a name or a username.
create or replace function public.get_conversations(after text default null, page_size integer default 20, search text default null)
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
revoke execute on function public.get_conversations(text, integer, text) from public, anon;
grant execute on function public.get_conversations(text, integer, text) to authenticated;
