-- A member reads her own RSVPs, and those of the events she is going to: who else goes is shown to
-- attendees only (private.attends, SECURITY DEFINER, so this policy does not read itself), never
-- across a block. Written only through rsvp_event and cancel_rsvp.
create policy "Attendees read who goes"
  on public.event_rsvps for select to authenticated
  using (
    member_id = (select auth.uid())
    or (private.attends(event_id, (select auth.uid())) and not private.blocked_between(member_id, (select auth.uid())))
  );
