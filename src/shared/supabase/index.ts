export { getSupabase } from './supabase-client';
export { createRetryingFetch, isNetworkFailure } from './fetch-with-retry';
