import { http, HttpResponse } from 'msw';
import { authUrl } from '../supabase-url';
import { callerOf } from './accounts';
import { authError } from './auth-error';
import { userJson } from './session-json';

/**
 * GoTrue's PUT /user for metadata (supabase.auth.updateUser({ data })), declared by a test that
 * expects one: merged into the caller's account, so her next /user read shows it. Each `data` sent is
 * pushed to `sent`. E-mail and password changes are the real server's (integration tier).
 */
export function userMetadataUpdates(sent: Record<string, unknown>[] = []) {
  return http.put(authUrl('/user'), async ({ request }) => {
    const caller = callerOf(request);
    if (!caller) return authError(403, 'session_not_found', 'Session not found');
    const { data = {} } = (await request.json()) as { data?: Record<string, unknown> };
    sent.push(data);
    // A new object: the one the test gave may be shared with other accounts.
    caller.account.user_metadata = { ...caller.account.user_metadata, ...data };
    return HttpResponse.json(userJson(caller.account));
  });
}
