-- The decision on a pending verification, by the vision model (the ai function) or the operator
-- (`npm run verify:review`, or this function in SQL: docs/features.md, Verified badge). Answers the
-- selfie's name, which the caller then removes from verification-selfies: the selfie is kept only
-- until the decision. A request already decided is PT409, an unknown one PT404.
-- Service role only: verification is written by the server, never by a member.
create or replace function public.decide_photo_verification(request bigint, approved boolean, decided_by text, note text default null)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  selfie text;
begin
  perform private.assert_max_length(decided_by, 20, 'Decided by');
  perform private.assert_max_length(note, 500, 'Note');
  if approved is null then
    raise exception 'Say whether it is approved' using errcode = '22004';
  end if;
  select v.selfie_path into selfie from public.photo_verifications v where v.id = request for update;
  if not found then
    raise exception 'Verification not found' using errcode = 'PT404';
  end if;
  update public.photo_verifications v
     set status = case when approved then 'approved' else 'declined' end,
         decided_by = decide_photo_verification.decided_by,
         note = nullif(btrim(decide_photo_verification.note), ''),
         decided_at = now(),
         selfie_path = null
   where v.id = request and v.status = 'pending';
  if not found then
    raise exception 'This verification is already decided.' using errcode = 'PT409';
  end if;
  return selfie;
end;
$$;
revoke execute on function public.decide_photo_verification(bigint, boolean, text, text) from public, anon, authenticated;
grant execute on function public.decide_photo_verification(bigint, boolean, text, text) to service_role;
