import { env } from '@/shared/config';

/**
 * Which auth server answers (docs/deployment.md, Two-step sign-in). The embedded one has a route of
 * its own for recovery codes; hosted GoTrue has none, so there the SPA spends them through RPC
 * (passkeys take GoTrue's own routes on both). GoTrue's /health names the embedded server
 * ('embedded'); asked once, and again after a failed try.
 */
let embedded: Promise<boolean> | undefined;

async function askHealth(): Promise<boolean> {
  const response = await fetch(`${env.supabaseUrl}/auth/v1/health`, { headers: { apikey: env.supabaseAnonKey } });
  const health = (await response.json()) as { version?: string };
  return health.version === 'embedded';
}

export function isEmbeddedAuthServer(): Promise<boolean> {
  embedded ??= askHealth().catch((error: unknown) => {
    embedded = undefined;
    throw error;
  });
  return embedded;
}

/** Forgets the answer (tests start each with their own server). */
export function forgetAuthServer(): void {
  embedded = undefined;
}
