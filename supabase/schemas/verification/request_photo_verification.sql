-- A member's selfie arrives (the ai function's photo-verification route, with the service role after
-- checking her JWT): records a pending request for her current main photo and names where the
-- selfie goes. Refused when her plan lacks 'verification' (402 PT402, hint 'upgrade'), without a
-- main photo (PT422), while a request waits or she is already verified for this photo (PT409), and
-- after 3 requests in 24 hours (PT429). Answers the request's id, the selfie's name in the private
-- bucket verification-selfies and her first three photos for the comparison.
-- Service role only: a member cannot queue a request without the selfie the function stores.
create or replace function public.request_photo_verification(member uuid, pose text)
returns table (id bigint, selfie_path text, photo_urls text[])
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  photos text[];
  asked bigint;
begin
  perform private.assert_max_length(pose, 40, 'Pose');
  select p.photos into photos from public.profiles p where p.id = member for update;
  if not found then
    perform private.refuse('PT404', 'member_not_found');
  end if;
  if not private.entitled(member, 'verification') then
    perform private.refuse_feature('verification');
  end if;
  if coalesce(cardinality(photos), 0) = 0 then
    perform private.refuse('PT422', 'main_photo_needed');
  end if;
  if exists (select 1 from public.photo_verifications v where v.member_id = member and v.status = 'pending') then
    perform private.refuse('PT409', 'verification_waiting');
  end if;
  if private.is_verified(member, photos[1]) then
    perform private.refuse('PT409', 'photo_already_verified');
  end if;
  select count(*) into asked from public.photo_verifications v
   where v.member_id = member and v.created_at > now() - interval '24 hours';
  if asked >= 3 then
    perform private.refuse_for_now(jsonb_build_object('refusal', 'verifications_per_day', 'count', 3));
  end if;
  insert into public.photo_verifications as v (member_id, pose, photo_url)
  values (member, pose, photos[1])
  returning v.id into asked;
  update public.photo_verifications v set selfie_path = format('%s/%s.jpg', member, asked) where v.id = asked;
  return query select asked, format('%s/%s.jpg', member, asked), photos[1:3];
end;
$$;
revoke execute on function public.request_photo_verification(uuid, text) from public, anon, authenticated;
grant execute on function public.request_photo_verification(uuid, text) to service_role;
