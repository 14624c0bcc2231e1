import type { EdgeEnv } from './edge-function.ts';

/** The part of `Deno.env` the entry points use, declared so the Node type-check covers them too. */
export interface DenoEnv {
  get(name: string): string | undefined;
}

/** The project URL and keys hosted Supabase sets for every function; a missing one stops the function. */
export function denoEdgeEnv(env: DenoEnv): EdgeEnv {
  const read = (name: string) => {
    const value = env.get(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    supabaseUrl: read('SUPABASE_URL'),
    anonKey: read('SUPABASE_ANON_KEY'),
    serviceRoleKey: read('SUPABASE_SERVICE_ROLE_KEY'),
    secrets: { get: (name) => env.get(name) || undefined },
  };
}
