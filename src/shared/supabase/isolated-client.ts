import type { SupabaseClient } from '@supabase/supabase-js';
import { CLIENT_INFO, env } from '@/shared/config';
import { createRetryingFetch } from './fetch-with-retry';

/**
 * A client whose session lives only in memory and never reaches the app's session: registration
 * uses it so that creating an account does not sign the browser in (the user signs in afterwards).
 */
export async function createIsolatedClient(): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'ascend-isolated' },
    global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createRetryingFetch() },
  });
}
