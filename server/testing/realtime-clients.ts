import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** supabase-js as a browser tab would use it, minus persistence and timers; realtime over `ws`. */
export function realtimeTestClient(url: string, anonKey: string, accessToken?: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
  });
}

export interface TestUser {
  id: string;
  client: SupabaseClient;
}

let userCount = 0;

/** A new signed-up and signed-in user (auth creates the profile), with a client of their own. */
export async function signUpUser(server: { url: string; anonKey: string }, name = 'user'): Promise<TestUser> {
  const client = realtimeTestClient(server.url, server.anonKey);
  const username = `${name}_${process.pid}_${++userCount}`.slice(0, 30);
  const { data, error } = await client.auth.signUp({
    email: `${username}@example.com`,
    password: 'Realtime1test',
    options: { data: { username, first_name: 'Test', last_name: 'User', birth_date: '1990-01-01' } },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { id: data.user.id, client };
}

/** a shows interest in b and b accepts: they may message each other. */
export async function matchUsers(a: TestUser, b: TestUser): Promise<void> {
  const { data, error } = await a.client.from('interests').insert({ sender_id: a.id, receiver_id: b.id }).select('id').single();
  if (error) throw error;
  const accepted = await b.client.rpc('accept_interest', { interest_id: data.id });
  if (accepted.error || !accepted.data) throw accepted.error ?? new Error('not accepted');
}

/** Subscribes and resolves once the server confirmed the join; rejects on an error or timeout. */
export function subscribe(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else reject(error ?? new Error(status));
    });
  });
}

interface PhoenixSocket {
  disconnect(callback?: () => void): void;
}

/**
 * Closes each client's socket for good. `realtime.disconnect()` would do, but it leaves a 10 s timer
 * behind that keeps Jest from exiting; the Phoenix socket underneath closes without one.
 */
export async function disconnectAll(clients: SupabaseClient[]): Promise<void> {
  await Promise.all(
    clients.map((client) => {
      const adapter = (client.realtime as unknown as { socketAdapter: { getSocket(): PhoenixSocket } }).socketAdapter;
      return new Promise<void>((resolve) => adapter.getSocket().disconnect(resolve));
    }),
  );
}
