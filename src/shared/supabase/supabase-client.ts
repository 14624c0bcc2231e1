import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import {
  CLIENT_INFO,
  env,
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_RECONNECT_LAST_DELAY_MS,
} from '@/shared/config';
import { createRetryingFetch } from './fetch-with-retry';

/** The client typed from the schema: a misspelt table, column or function is a compile error. */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/** How long realtime waits before its nth attempt to reconnect (n from 1). */
const realtimeReconnectDelay = (tries: number): number =>
  REALTIME_RECONNECT_DELAYS_MS[tries - 1] ?? REALTIME_RECONNECT_LAST_DELAY_MS;

/**
 * The one supabase-js client. It is loaded on first use so that supabase-js stays out of the
 * landing page's initial JavaScript.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: createRetryingFetch() },
      realtime: {
        params: { eventsPerSecond: REALTIME_EVENTS_PER_SECOND },
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs: realtimeReconnectDelay,
      },
    }),
  );
  return client;
}
