-- A member's row is made by the database with her account (handle_new_user) and written by her only
-- through updates (the SPA's updateOwnProfile): no member inserts a profile, so the insert policy
-- and privilege, which nothing uses any more, go (docs/architecture.md, the profile row).
drop policy "Users create their own profile" on public.profiles;
revoke insert on table public.profiles from authenticated;
