import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_INFO, env } from '@/shared/config';
import { createRetryingFetch } from './fetch-with-retry';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one supabase-js client. It is loaded on first use so that supabase-js stays out of the
 * landing page's initial JavaScript.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createRetryingFetch() },
      realtime: { params: { eventsPerSecond: 10 } },
    }),
  );
  return client;
}
