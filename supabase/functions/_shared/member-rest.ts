import type { EdgeEnv } from './edge-function.ts';

/** A call to the project's API as the member herself: her token, so RLS and auth.uid() are hers. */
export function asMember(env: EdgeEnv, token: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${env.supabaseUrl}${path}`, {
    ...init,
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
  });
}
