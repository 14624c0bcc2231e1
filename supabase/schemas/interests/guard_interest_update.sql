-- After it is sent an interest changes in one way only: pending → accepted, unless it was passed
-- (pass_interest records a pass beside the row, so the sender is never told).
create or replace function public.guard_interest_update() returns trigger
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
    if new.status <> 'accepted' then
      raise exception 'An interest can only be accepted'
        using errcode = 'P0001', hint = 'Pass on it with pass_interest().';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
