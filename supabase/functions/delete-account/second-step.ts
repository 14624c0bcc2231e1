import type { EdgeEnv } from '../_shared/edge-function.ts';
import { asMember } from '../_shared/member-rest.ts';

/**
 * Whether the database refuses the caller's session for what needs the second step
 * (public.require_second_step, the one aal2 rule: docs/database.md, Two-step sign-in): a member with
 * a verified factor deletes her account only from an aal2 session, so her password alone is not enough.
 */
export async function needsSecondStep(env: EdgeEnv, token: string): Promise<boolean> {
  const res = await asMember(env, token, '/rest/v1/rpc/require_second_step', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const text = await res.text();
  if (res.ok) return false;
  if (res.status === 403 && (JSON.parse(text) as { hint?: string }).hint === 'insufficient_aal') return true;
  throw new Error(`require_second_step answered ${res.status}: ${text.slice(0, 200)}`);
}
