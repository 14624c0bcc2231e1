import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** A Storage for auth-js that forgets everything with the client. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js as the SPA configures it (PKCE), without persistence or timers, for Node tests. */
export function createTestClient(url: string, anonKey: string, options: { headers?: Record<string, string> } = {}): SupabaseClient {
  return createClient(url, anonKey, {
    ...(options.headers && { global: { headers: options.headers } }),
    auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce', storage: memoryStorage(), experimental: { passkey: true } },
    realtime: { transport: WebSocket as never },
  });
}
