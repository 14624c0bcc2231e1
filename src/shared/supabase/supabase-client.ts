import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/shared/api';
import { CLIENT_INFO, env, REALTIME_EVENTS_PER_SECOND } from '@/shared/config';
import { createRetryingFetch } from './fetch-with-retry';

/** The client typed from the schema: a misspelt table, column or function is a compile error. */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one supabase-js client. It is loaded on first use so that supabase-js stays out of the
 * landing page's initial JavaScript.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createRetryingFetch() },
      realtime: { params: { eventsPerSecond: REALTIME_EVENTS_PER_SECOND } },
    }),
  );
  return client;
}
