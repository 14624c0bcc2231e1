-- Elite's card lists profile analytics, which the database does not serve yet: it stays among the
-- lines the catalogue does not model (plans.other_features) until a function enforces it, so no plan
-- holds an entitlement nothing checks (docs/plans.md, What the plans list but nobody builds yet).
update public.plans
   set entitlements = array_remove(entitlements, 'analytics'),
       other_features = array['Profile analytics'] || other_features
 where 'analytics' = any (entitlements);
alter table public.plans drop constraint plans_entitlements_known;
alter table public.plans add constraint plans_entitlements_known check (
  entitlements <@ array['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters', 'priority_support']::text[]);
