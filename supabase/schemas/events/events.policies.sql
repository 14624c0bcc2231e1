-- Members read the upcoming events, whatever their plan: browsing shows what the plan that includes
-- events offers; attending (rsvp_event) is what the entitlement opens. Past events are not listed.
-- Nobody writes events through the API: the operator does (docs/features.md, Events).
create policy "Members read upcoming events"
  on public.events for select to authenticated
  using (starts_at > now());
