-- The Elite card's last three lines become entitlements the database can check (docs/plans.md,
-- Entitlements): 'verification' (the photo check that earns the verified badge), 'video_calls'
-- (calling a match from the thread) and 'personality_assessment' (taking the questionnaire). The
-- card keeps its words and order; they now come from the catalogue instead of other_features.
alter table public.plans drop constraint plans_entitlements_known;
alter table public.plans add constraint plans_entitlements_known check (
  entitlements <@ array['ai_matchmaking', 'read_receipts', 'see_who_liked_you', 'all_filters', 'analytics',
                        'priority_support', 'events', 'verification', 'video_calls',
                        'personality_assessment']::text[]);
update public.plans
   set entitlements = entitlements || array['verification', 'video_calls', 'personality_assessment'],
       other_features = array_remove(array_remove(array_remove(other_features,
                          'Verification badge'), 'Video chat'), 'Personality assessment')
 where 'Video chat' = any (other_features);
