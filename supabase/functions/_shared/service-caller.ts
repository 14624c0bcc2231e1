import type { EdgeEnv } from './edge-function.ts';

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * Whether the caller sent the project's service-role key as its bearer token: a scheduler (pg_cron
 * on hosted Supabase, the embedded server's own), never a member. The gateway has verified the JWT
 * already; a member's token is valid too, so only the key itself counts. Digests of equal length,
 * compared without stopping early, tell nothing of the key by their timing.
 */
export async function isServiceRoleCaller(req: Request, env: EdgeEnv): Promise<boolean> {
  const token = /^Bearer (\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return false;
  const [sent, expected] = await Promise.all([digest(token), digest(env.serviceRoleKey)]);
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= sent[i] ^ expected[i];
  return difference === 0;
}
