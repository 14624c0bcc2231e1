-- Live updates: new interests (the likes badge) and new messages. The realtime server only sends a
-- subscriber the rows that subscriber's policies let them select.
alter publication supabase_realtime add table public.interests, public.messages;
