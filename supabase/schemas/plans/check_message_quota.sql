-- What a member may send, checked before each message she writes (docs/security.md, abuse limits;
-- docs/plans.md, Limits): at most 20 a minute whatever her plan; a first message to someone is a
-- new conversation, and one who has started 5 in 24 hours that nobody answered waits until the
-- oldest of them is a day old (both numbers in private.abuse_limits); and her plan's messages a day. Only her own sends are counted (a
-- resent message with the same id is no new row). Each count reads at most its limit's newest rows.
create or replace function private.check_message_quota() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  burst integer;
  burst_window interval;
  unanswered_starts integer;
  starts_window interval;
  quota integer;
  sent integer;
  oldest timestamptz;
begin
  -- A message the database writes from another trigger (an accepted interest's message,
  -- carry_interest_message) is no send of the member's.
  if new.sender_id is distinct from (select auth.uid()) or pg_trigger_depth() > 1 then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('messages-quota:' || new.sender_id::text, 0));
  select l.max_events, l.window_length into burst, burst_window from private.abuse_limits l where l.name = 'messages';
  select l.max_events, l.window_length into unanswered_starts, starts_window
    from private.abuse_limits l where l.name = 'unanswered_conversations';

  select count(*), min(r.created_at) into sent, oldest
    from (select m.created_at from public.messages m
           where m.sender_id = new.sender_id and m.created_at > now() - burst_window
           order by m.created_at desc limit burst) r;
  if sent >= burst then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'messages_too_fast', 'retry_after', ceil(extract(epoch from oldest + burst_window - now()))::int));
  end if;

  if not exists (select 1 from public.messages m
                  where (m.sender_id = new.sender_id and m.receiver_id = new.receiver_id)
                     or (m.sender_id = new.receiver_id and m.receiver_id = new.sender_id)) then
    select count(*), min(s.started_at) into sent, oldest
      from (select c.started_at from private.conversation_starts c
             where c.sender_id = new.sender_id and c.started_at > now() - starts_window
               and not exists (select 1 from public.messages m where m.sender_id = c.receiver_id and m.receiver_id = c.sender_id)
             order by c.started_at desc limit unanswered_starts) s;
    if sent >= unanswered_starts then
      perform private.refuse_for_now(jsonb_build_object('refusal', 'unanswered_starts', 'count', unanswered_starts,
        'retry_after', ceil(extract(epoch from oldest + starts_window - now()))::int));
    end if;
    insert into private.conversation_starts (sender_id, receiver_id) values (new.sender_id, new.receiver_id)
    on conflict do nothing;
  end if;

  select p.messages_per_day into quota from public.plans p where p.tier = private.effective_tier(new.sender_id);
  if quota is null then
    return new;
  end if;
  -- A like's or a request's message carried into the thread was counted as that interest.
  select count(*) into sent
    from (select 1 from public.messages m
           where m.sender_id = new.sender_id and m.created_at > now() - interval '1 day'
             and not exists (select 1 from private.carried_messages c where c.message_id = m.id)
           order by m.created_at desc limit quota) recent;
  if sent >= quota then
    perform private.refuse_by_plan(jsonb_build_object('refusal', 'messages_per_day', 'count', quota));
  end if;
  return new;
end;
$$;
revoke execute on function private.check_message_quota() from public;
