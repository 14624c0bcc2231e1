import { http, HttpResponse } from 'msw';
import { authUrl } from '../supabase-url';
import { callerOf, type MockAccount } from './accounts';
import { authError } from './auth-error';
import { openSession } from './handlers';

export interface PasskeyRow {
  id: string;
  friendly_name: string;
  created_at: string;
  last_used_at: string | null;
}

export function passkeyRow(input: Partial<PasskeyRow> = {}): PasskeyRow {
  return { id: crypto.randomUUID(), friendly_name: 'Laptop', created_at: new Date().toISOString(), last_used_at: null, ...input };
}

const url = (path = '') => authUrl(`/ascend/passkeys${path}`);
const signedOut = () => authError(401, 'no_authorization', 'This endpoint requires a Bearer token');

/**
 * The embedded server's passkey routes (server/auth/passkeys), answered as a web test declares: whose
 * passkey the browser presents (`signsInAs`), or the server's refusal (`refuseSignIn`). What the
 * server itself checks (signatures, challenges, origins, counters) is its contract tests'. The
 * browser's WebAuthn calls are the test's stub of @simplewebauthn/browser.
 */
export function passkeyRoutes({ passkeys = [], signsInAs, refuseSignIn }: { passkeys?: PasskeyRow[]; signsInAs?: MockAccount; refuseSignIn?: [number, string] } = {}) {
  return [
    http.get(url(), ({ request }) => (callerOf(request) ? HttpResponse.json(passkeys) : signedOut())),
    http.post(url('/registration/options'), ({ request }) =>
      callerOf(request) ? HttpResponse.json({ challenge: 'registration-challenge', rp: { id: 'localhost', name: 'Ascend' }, user: { id: 'dXNlcg', name: 'member', displayName: '' }, pubKeyCredParams: [] }) : signedOut(),
    ),
    http.post(url('/registration/verify'), async ({ request }) => {
      if (!callerOf(request)) return signedOut();
      const { friendly_name: name } = (await request.json()) as { friendly_name: string };
      const row = passkeyRow({ friendly_name: name });
      passkeys.push(row);
      return HttpResponse.json(row);
    }),
    http.post(url('/authentication/options'), () => HttpResponse.json({ challenge: 'sign-in-challenge', rpId: 'localhost', userVerification: 'required' })),
    http.post(url('/authentication/verify'), () => {
      if (refuseSignIn) return authError(refuseSignIn[0], refuseSignIn[1], 'refused');
      return signsInAs ? openSession(signsInAs, 'aal2') : authError(422, 'passkey_not_found', 'This passkey does not belong to an account here.');
    }),
    http.delete(url('/:id'), ({ request, params }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      if (caller.session.aal !== 'aal2') return authError(422, 'insufficient_aal', 'AAL2 required to remove a passkey');
      const index = passkeys.findIndex((row) => row.id === params.id);
      if (index < 0) return authError(404, 'passkey_not_found', 'Passkey not found');
      passkeys.splice(index, 1);
      return HttpResponse.json({ id: params.id });
    }),
  ];
}

/** What @simplewebauthn/browser hands back from the browser, for the stubs' answers. */
export const browserCredential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

/** The browser's refusal when she cancels or the prompt times out (a DOMException by name). */
export function browserRefusal(name: 'NotAllowedError' | 'InvalidStateError'): Error {
  return Object.assign(new Error(name), { name });
}
