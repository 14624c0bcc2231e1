-- A pricing card is drawn from what the plan gives (docs/plans.md, The catalogue): its limits and
-- entitlements make its lines, so the card cannot sell what the database does not enforce. What is
-- left as text is what the catalogue does not model yet; `builds_on` names the plan a card sums up
-- as 'Everything in <plan>', listing only what it adds.
alter table public.plans rename column features to other_features;
alter table public.plans alter column other_features set default '{}';
alter table public.plans drop column excluded;
alter table public.plans
  add column builds_on text constraint plans_builds_on_fkey references public.plans (tier)
    constraint plans_builds_on_check check (builds_on <> tier);

update public.plans set other_features = '{}' where tier <> 'elite';
update public.plans
   set other_features = array['Verification badge', 'Exclusive events', 'Video chat', 'Personality assessment'],
       builds_on = 'premium'
 where tier = 'elite';
-- The landing teaser counts what the limit counts: interests, not matches.
update public.plans set teaser_features = array['10 interests/day', '3 photos', 'Basic filters'] where tier = 'free';
update public.plans set teaser_features = array['Unlimited interests', 'AI matchmaking', 'See who liked you'] where tier = 'premium';
