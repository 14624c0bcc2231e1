import { http, HttpResponse } from 'msw';
import { authUrl } from '../supabase-url';
import { callerOf, type MockAccount } from './accounts';
import { authError } from './auth-error';
import { openSession } from './handlers';

export interface PasskeyRow {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
}

export function passkeyRow(input: Partial<PasskeyRow> = {}): PasskeyRow {
  return { id: crypto.randomUUID(), friendly_name: 'Laptop', created_at: new Date().toISOString(), ...input };
}

const url = (path = '') => authUrl(`/passkeys${path}`);
const CHALLENGE_ID = '00000000-0000-4000-8000-000000000001';
const ceremony = (options: object) => HttpResponse.json({ challenge_id: CHALLENGE_ID, options, expires_at: Math.floor(Date.now() / 1000) + 300 });
const signedOut = () => authError(401, 'no_authorization', 'This endpoint requires a Bearer token');

/**
 * GoTrue's passkey routes (server/auth/passkeys answers them alike), answered as a web test declares:
 * whose passkey the browser presents (`signsInAs`), or the server's refusal (`refuseSignIn`); a
 * removal is refused at aal1, as GoTrue does once she has a factor. What the server itself checks
 * (signatures, challenges, origins, counters) is its contract tests'. The browser's WebAuthn calls
 * are the test's stub of @simplewebauthn/browser.
 */
export function passkeyRoutes({ passkeys = [], signsInAs, refuseSignIn }: { passkeys?: PasskeyRow[]; signsInAs?: MockAccount; refuseSignIn?: [number, string] } = {}) {
  return [
    http.get(url(), ({ request }) => (callerOf(request) ? HttpResponse.json(passkeys) : signedOut())),
    http.post(url('/registration/options'), ({ request }) =>
      callerOf(request)
        ? ceremony({ challenge: 'registration-challenge', rp: { id: 'localhost', name: 'Ascend' }, user: { id: 'dXNlcg', name: 'member', displayName: 'member' }, pubKeyCredParams: [] })
        : signedOut(),
    ),
    http.post(url('/registration/verify'), ({ request }) => {
      if (!callerOf(request)) return signedOut();
      const row = passkeyRow({ friendly_name: 'Passkey' });
      passkeys.push(row);
      return HttpResponse.json({ id: row.id, friendly_name: row.friendly_name, created_at: row.created_at });
    }),
    http.patch(url('/:id'), async ({ request, params }) => {
      if (!callerOf(request)) return signedOut();
      const row = passkeys.find((passkey) => passkey.id === params.id);
      if (!row) return authError(404, 'validation_failed', 'Passkey not found');
      row.friendly_name = ((await request.json()) as { friendly_name: string }).friendly_name;
      return HttpResponse.json(row);
    }),
    http.post(url('/authentication/options'), () => ceremony({ challenge: 'sign-in-challenge', rpId: 'localhost', userVerification: 'required' })),
    http.post(url('/authentication/verify'), () => {
      if (refuseSignIn) return authError(refuseSignIn[0], refuseSignIn[1], 'refused');
      return signsInAs ? openSession(signsInAs, 'aal2') : authError(400, 'webauthn_verification_failed', 'Credential verification failed');
    }),
    http.delete(url('/:id'), ({ request, params }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      if (caller.session.aal !== 'aal2') return authError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
      const index = passkeys.findIndex((row) => row.id === params.id);
      if (index < 0) return authError(404, 'validation_failed', 'Passkey not found');
      passkeys.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** What @simplewebauthn/browser hands back from the browser, for the stubs' answers. */
export const browserCredential = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };

/** The browser's refusal when she cancels or the prompt times out (a DOMException by name). */
export function browserRefusal(name: 'NotAllowedError' | 'InvalidStateError'): Error {
  return Object.assign(new Error(name), { name });
}
