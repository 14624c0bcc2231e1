import { env } from '@/shared/config';

/**
 * Which auth server answers (docs/deployment.md, Two-step sign-in). The embedded one has routes of
 * its own for passkeys and recovery codes; hosted GoTrue has neither of these, so there the SPA spends
 * recovery codes through RPC (passkeys on hosted: docs/deployment.md). GoTrue's /health names the
 * embedded server ('embedded');
 * asked once, and again after a failed try.
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
