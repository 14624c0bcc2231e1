-- What the Premium and Elite cards sell becomes data the database enforces (docs/plans.md,
-- Entitlements): the features each plan includes, how many member profiles a plan may open a day,
-- and how often it may boost. Each feature key is checked by private.entitled where it is used.
alter table public.plans drop constraint plans_entitlements_known;
alter table public.plans add constraint plans_entitlements_known check (
  entitlements <@ array['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters', 'analytics',
                        'priority_support']::text[]);

alter table public.plans
  -- Other members' profile pages she may open in 24 hours; null is unlimited.
  add column profile_views_per_day integer constraint plans_profile_views_per_day_check check (profile_views_per_day > 0),
  -- One boost per this interval (unused ones do not pile up); null: the plan has no boost.
  add column boost_every interval constraint plans_boost_every_check check (boost_every >= interval '1 day');

update public.plans set profile_views_per_day = 25 where tier = 'free';
update public.plans set profile_views_per_day = 100 where tier = 'basic';
update public.plans
   set entitlements = array['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters'],
       boost_every = interval '1 month'
 where tier = 'premium';
update public.plans
   set entitlements = array['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters', 'analytics',
                            'priority_support'],
       boost_every = interval '7 days'
 where tier = 'elite';
