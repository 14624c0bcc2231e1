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
import type { withEarlyRequests as WithEarlyRequests } from './early-requests';
import { createRetryingFetch } from './fetch-with-retry';

/** The client typed from the schema: a misspelt table, column or function is a compile error. */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;
const whenLoaded: ((client: AppSupabaseClient) => void)[] = [];

/** How long realtime waits before its nth attempt to reconnect (n from 1). */
const realtimeReconnectDelay = (tries: number): number =>
  REALTIME_RECONNECT_DELAYS_MS[tries - 1] ?? REALTIME_RECONNECT_LAST_DELAY_MS;

function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Blocked by privacy settings: nothing is noted, nothing is asked early.
    return undefined;
  }
}

/** The page this cold load opened: what the app asks for first is noted under it. */
const openedPage = globalThis.location?.pathname ?? '/';

/** supabase-js's fetch: retried once when the network fails, and answered early when it can be (early-requests.ts). */
function earlyRequestsFetch(withEarlyRequests: typeof WithEarlyRequests): typeof fetch {
  return withEarlyRequests(createRetryingFetch(), {
    restUrl: `${env.supabaseUrl}/rest/v1/`,
    page: openedPage,
    storage: localStorageIfAllowed(),
    now: () => performance.now(),
    currentPage: () => globalThis.location?.pathname ?? '/',
    // Set on the first request: public/early-requests.js, if it comes this late, then asks for nothing.
    earlyResponses: () => (window.ascendEarlyResponses ??= []),
  });
}

/**
 * The one supabase-js client. It is loaded on first use so that supabase-js stays out of the
 * landing page's initial JavaScript.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  // Loaded with supabase-js, which the landing page does without.
  client ??= Promise.all([import('@supabase/supabase-js'), import('./early-requests')]).then(([{ createClient }, early]) => {
    const created = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      // auth.passkey is experimental in supabase-js 2.109 (entities/passkey).
      auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, experimental: { passkey: true } },
      global: { headers: { 'X-Client-Info': CLIENT_INFO }, fetch: earlyRequestsFetch(early.withEarlyRequests) },
      realtime: {
        params: { eventsPerSecond: REALTIME_EVENTS_PER_SECOND },
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs: realtimeReconnectDelay,
      },
    });
    // The notes name the member: a shared browser keeps none of hers once she signs out.
    created.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') early.forgetEarlyRequests();
    });
    whenLoaded.splice(0).forEach((callback) => callback(created));
    return created;
  });
  return client;
}

/**
 * Runs `callback` with the client once something has asked for it (at once if it has): a visitor's
 * page loads supabase-js only when it talks to the backend, and the session is followed from then on.
 */
export function onSupabaseLoaded(callback: (client: AppSupabaseClient) => void): void {
  if (client) void client.then(callback);
  else whenLoaded.push(callback);
}

/** Where supabase-js keeps the session: its default key for this project's URL (auth-js's formula). */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Whether this browser may hold a session, read without loading supabase-js: a stored session, or
 * an OAuth return (`?code=` of PKCE) that supabase-js turns into one as it starts.
 */
export function mayHaveSession(): boolean {
  try {
    if (globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    // Storage unreadable (privacy settings): let supabase-js find out.
    return true;
  }
  return new URLSearchParams(globalThis.location?.search ?? '').has('code');
}
