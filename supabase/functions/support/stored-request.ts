import type { EdgeEnv } from '../_shared/edge-function.ts';
import type { SupportRequestBody } from './request.ts';
import { asMember } from '../_shared/member-rest.ts';

/** A row of public.support_requests, as create_support_request returns it. */
export interface StoredSupportRequest {
  id: string;
  user_id: string;
  subject: string;
  message: string;
  screenshot_path: string | null;
  priority: boolean;
  state: string;
  created_at: string;
  state_changed_at: string | null;
}

export type StoreOutcome = { stored: StoredSupportRequest } | { refused: Response };

/**
 * create_support_request as the member (supabase/schemas/support): the database caps, checks, counts
 * and decides priority. Its refusals (4xx) come back as the function's answer with its words.
 */
export async function storeSupportRequest(env: EdgeEnv, token: string, body: SupportRequestBody): Promise<StoreOutcome> {
  const res = await asMember(env, token, '/rest/v1/rpc/create_support_request', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({ subject: body.subject, message: body.message, screenshot_path: body.screenshot_path ?? null }),
  });
  if (res.ok) return { stored: (await res.json()) as StoredSupportRequest };
  const text = await res.text();
  if (res.status >= 500) throw new Error(`create_support_request answered ${res.status}: ${text.slice(0, 200)}`);
  const problem = JSON.parse(text) as { message?: string; code?: string };
  return { refused: Response.json({ error: problem.message ?? 'Your request was refused', code: problem.code ?? 'refused' }, { status: res.status }) };
}

/** Her username and first name, as she reads her own profile. */
export async function senderProfile(env: EdgeEnv, token: string, id: string): Promise<{ username: string; first_name: string | null }> {
  const res = await asMember(env, token, `/rest/v1/profiles?select=username,first_name&id=eq.${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/vnd.pgrst.object+json' },
  });
  if (!res.ok) throw new Error(`her profile answered ${res.status}`);
  return (await res.json()) as { username: string; first_name: string | null };
}
