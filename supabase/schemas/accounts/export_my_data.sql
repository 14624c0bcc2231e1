-- "Download my data": everything the database holds about the caller, as one JSON document. Rows
-- the caller shares with another member (interests, connection requests, messages) name that
-- member by id and username only, never by anything private to them. Secrets (the password hash,
-- refresh tokens, second-step secrets) are not data about the member and stay out.
-- The receiver's export tells her what she passed on; the sender's still reads as sent.
create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null or not exists (select 1 from auth.users u where u.id = me) then
    raise exception 'Sign in to download your data' using errcode = 'insufficient_privilege';
  end if;
  -- Her whole file is what a thief would take first: with a verified factor, only at aal2.
  perform private.assert_aal_satisfied();
  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
               'id', u.id,
               'email', u.email,
               'created_at', u.created_at,
               'updated_at', u.updated_at,
               'email_confirmed_at', u.email_confirmed_at,
               'last_sign_in_at', u.last_sign_in_at,
               'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
               'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
               'identities', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'provider', i.provider,
                          'identity_data', i.identity_data,
                          'created_at', i.created_at,
                          'last_sign_in_at', i.last_sign_in_at) order by i.created_at, i.id)
                   from auth.identities i where i.user_id = me), '[]'::jsonb),
               'sessions', coalesce((
                 select jsonb_agg(jsonb_build_object(
                          'created_at', s.created_at,
                          'refreshed_at', s.refreshed_at,
                          'user_agent', s.user_agent,
                          'ip', host(s.ip)) order by s.created_at, s.id)
                   from auth.sessions s where s.user_id = me), '[]'::jsonb))
        from auth.users u where u.id = me),
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', ph.id, 'url', ph.url, 'is_primary', ph.is_primary, 'position', ph.position,
               'created_at', ph.created_at) order by ph.is_primary desc, ph.position, ph.created_at, ph.id)
        from public.photos ph where ph.user_id = me), '[]'::jsonb),
    -- Every file in the member's folder, including uploads no photo shows.
    'stored_files', coalesce((
      select jsonb_agg(jsonb_build_object(
               'bucket', o.bucket_id, 'name', o.name, 'created_at', o.created_at,
               'size', o.metadata -> 'size', 'mimetype', o.metadata -> 'mimetype') order by o.name)
        from storage.objects o
       where o.bucket_id = 'profile-photos' and (storage.foldername(o.name))[1] = me::text), '[]'::jsonb),
    'interests', jsonb_build_object(
      'sent', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', i.id, 'to', private.export_member_ref(i.receiver_id), 'message', i.message,
                 'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at) order by i.created_at, i.id)
          from public.interests i where i.sender_id = me), '[]'::jsonb),
      'received', coalesce((
        select jsonb_agg(jsonb_build_object(
                 -- A like still waiting names its sender only on a plan that shows who liked her
                 -- (docs/plans.md, See who liked you): the export is no way around it.
                 'id', i.id,
                 'from', case when i.status <> 'pending' or ip.interest_id is not null
                                   or private.entitled(me, 'see_who_liked_you')
                              then private.export_member_ref(i.sender_id) end,
                 'message', i.message,
                 'status', case when ip.interest_id is null then i.status else 'rejected' end,
                 'created_at', i.created_at, 'updated_at', coalesce(ip.passed_at, i.updated_at)) order by i.created_at, i.id)
          from public.interests i
          left join public.interest_passes ip on ip.interest_id = i.id
         where i.receiver_id = me), '[]'::jsonb)),
    'connection_requests', jsonb_build_object(
      'sent', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'to', private.export_member_ref(c.receiver_id), 'message', c.message,
                 'created_at', c.created_at) order by c.created_at, c.id)
          from public.connection_requests c where c.sender_id = me), '[]'::jsonb),
      'received', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', c.id, 'from', private.export_member_ref(c.sender_id), 'message', c.message,
                 'created_at', c.created_at) order by c.created_at, c.id)
          from public.connection_requests c where c.receiver_id = me), '[]'::jsonb)),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', m.id,
               'direction', case when m.sender_id = me then 'sent' else 'received' end,
               'with', private.export_member_ref(case when m.sender_id = me then m.receiver_id else m.sender_id end),
               'content', m.content, 'created_at', m.created_at,
               -- A sent message's read time only on a plan with read receipts (docs/plans.md).
               'read_at', case when m.sender_id = me and not private.sees_read_receipts() then null else m.read_at end) order by m.created_at, m.id)
        from public.messages m where m.sender_id = me or m.receiver_id = me), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id, 'title', e.title, 'starts_at', e.starts_at, 'rsvped_at', r.created_at) order by e.starts_at, e.id)
        from public.event_rsvps r join public.events e on e.id = r.event_id where r.member_id = me), '[]'::jsonb),
    -- Her video calls both ways, the other member named as in her messages; and whether she takes them.
    'video_calls', coalesce((
      select jsonb_agg(jsonb_build_object(
               'direction', case when c.caller_id = me then 'made' else 'received' end,
               'with', private.export_member_ref(case when c.caller_id = me then c.callee_id else c.caller_id end),
               'status', c.status, 'created_at', c.created_at, 'answered_at', c.answered_at, 'ended_at', c.ended_at)
               order by c.created_at, c.id)
        from public.calls c where c.caller_id = me or c.callee_id = me), '[]'::jsonb),
    'takes_video_calls', coalesce((select cs.accepts_calls from public.call_settings cs where cs.member_id = me), true),
    -- Her photo verification requests and their decisions (the selfie itself is deleted at the decision).
    'photo_verifications', coalesce((
      select jsonb_agg(jsonb_build_object(
               'status', v.status, 'pose', v.pose, 'main_photo', v.photo_url, 'decided_by', v.decided_by,
               'note', v.note, 'created_at', v.created_at, 'decided_at', v.decided_at) order by v.created_at, v.id)
        from public.photo_verifications v where v.member_id = me), '[]'::jsonb),
    -- Her personality result and, while a questionnaire is under way, her answers so far.
    'personality', jsonb_build_object(
      'result', (select to_jsonb(r) - 'member_id' from public.personality_results r where r.member_id = me),
      'answers_in_progress', coalesce((
        select jsonb_agg(jsonb_build_object('item', i.text, 'answer', a.answer, 'answered_at', a.answered_at) order by a.item_id)
          from public.personality_answers a join public.personality_items i on i.id = a.item_id where a.member_id = me), '[]'::jsonb)),
    -- How she signs in, without what would let anyone else do it (a factor's secret, a passkey's key,
    -- the recovery codes themselves).
    'two_step', jsonb_build_object(
      'factors', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'type', f.factor_type, 'name', f.friendly_name, 'status', f.status, 'created_at', f.created_at) order by f.created_at, f.id)
          from auth.mfa_factors f where f.user_id = me), '[]'::jsonb),
      'recovery_codes_left', (select count(*) from private.mfa_recovery_codes c where c.user_id = me and c.used_at is null)),
    'passkeys', coalesce((
      select jsonb_agg(jsonb_build_object(
               'name', k.friendly_name, 'synced', k.backed_up, 'created_at', k.created_at, 'last_used_at', k.last_used_at)
               order by k.created_at, k.id)
        from auth.webauthn_credentials k where k.user_id = me), '[]'::jsonb),
    'subscription', (select to_jsonb(s) from public.subscriptions s where s.user_id = me),
    'payment_customer', (select to_jsonb(pc) from public.payment_customers pc where pc.user_id = me)
  );
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
