import type { LintConfig } from './types';

// The deliberate exceptions to the rules of `npm run lint:db`, each with why it is safe. An entry
// that no longer matches anything is itself a finding, so this list never outlives what it excuses.
// Add an entry only for something meant to be that way, never to silence a mistake.

export const LINT_CONFIG: LintConfig = {
  publicToVisitors: {
    // Product copy shown before sign-up, the same for everyone, written only by its migration.
    'public.matchmaker_personas': 'the four AI matchmaker personas: product copy, the same for every visitor',
    // /pricing and the landing teaser show the catalogue to visitors; only migrations write it.
    'public.plans': 'the plan catalogue (prices, features, limits): shown on /pricing and the landing page',
    // storage-js lists buckets before an upload, and the only bucket is public by design (its files are
    // served by URL); the policy shows public buckets only, and a bucket row holds no member data.
    'storage.buckets': 'public buckets only (policy "Public buckets are visible"): the photo bucket is public',
  },
  visitorFunctions: {
    // Registration asks before sign-up; it tells exactly what sign-up would ("taken"), and is rate
    // limited per client address (supabase/schemas/accounts/is_username_available.sql).
    'public.is_username_available(text)': 'the registration form checks a username before sign-up',
    // The VAPID public key: every push the server signs carries it, and it reads no member's data
    // (supabase/schemas/push/get_push_public_key.sql; the push contract lets visitors ask).
    'public.get_push_public_key()': "the server's VAPID public key, public by design",
  },
  closedTables: {
    // The gazetteer is read only through search_places() (SECURITY DEFINER, members only): no API
    // role holds a privilege on the table, so it needs no policy.
    'public.places': 'the gazetteer, read through search_places() only',
    // The personality assessment's tables are reached only through supabase/schemas/personality
    // (SECURITY DEFINER), which hold who may answer, the 30 days and who may see a result.
    'public.personality_items': 'the questionnaire, read through get_personality_questionnaire() only',
    'public.personality_answers': 'an attempt in progress, written through answer_personality_item() only',
    'public.personality_results': 'results, read through get_personality_result() and get_shared_personalities() only',
  },
  // None: every write policy names `authenticated` and ties the row to auth.uid().
  permissiveWrites: {},
};
