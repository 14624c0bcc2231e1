import type { Database } from './database.types';
import { CLIENT_INFO, env } from '@/shared/config';
import { createRetryingFetch } from './fetch-with-retry';
import type { AppSupabaseClient } from './supabase-client';

let isolatedClients = 0;

/**
 * A client whose session lives only in memory and never reaches the app's session: registration
 * uses it so that creating an account does not sign the browser in (the user signs in afterwards),
 * and a passkey that confirms the member signed in already, so another account's never replaces hers.
 */
export async function createIsolatedClient(): Promise<AppSupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  // A key of its own per client: supabase-js warns when two clients of one page share one.
  isolatedClients += 1;
  const storageKey = `ascend-isolated-${isolatedClients}`;
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey, experimental: { passkey: true } },
    global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createRetryingFetch() },
  });
}
