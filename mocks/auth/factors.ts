import type { Factor } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { authUrl, restUrl } from '../supabase-url';
import { callerOf } from './accounts';
import { authError } from './auth-error';
import { authServerHealth, newSessionJson, openSession } from './handlers';

/** An authenticator app on an account (`mockMember(…, { factors: [totpFactor()] })`): verified unless told. */
export function totpFactor(input: Partial<Factor> = {}): Factor {
  const now = new Date().toISOString();
  return { id: crypto.randomUUID(), friendly_name: 'Phone', factor_type: 'totp', status: 'verified', created_at: now, updated_at: now, ...input };
}

/** The secret an enrollment answers with (RFC 4648 base32), and the SVG GoTrue sends for its QR code. */
export const ENROLLED_SECRET = 'JBSWY3DPEHPK3PXP';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

const signedOut = () => authError(401, 'no_authorization', 'This endpoint requires a Bearer token');

/**
 * GoTrue's MFA routes (POST /factors, /factors/{id}/challenge and /verify, DELETE /factors/{id}),
 * answered as a web test declares: which codes are right is the test's word, not a rule of the mock.
 * What GoTrue itself decides (a code's window, reuse, the 5 tries, aal2 to unenroll) is the server's,
 * tested in its contract tests. The account's factor list is the mock's only state, as its sessions are.
 */
export const factorAnswers = {
  /** Adds an unverified authenticator app to the caller's account. */
  enroll: () =>
    http.post(authUrl('/factors'), async ({ request }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      const { friendly_name: name } = (await request.json()) as { friendly_name?: string };
      const factor = totpFactor({ friendly_name: name, status: 'unverified' });
      caller.account.factors.push(factor);
      const uri = `otpauth://totp/Ascend:${encodeURIComponent(caller.account.email)}?secret=${ENROLLED_SECRET}&issuer=Ascend`;
      return HttpResponse.json({ id: factor.id, type: 'totp', friendly_name: name, totp: { qr_code: QR_SVG, secret: ENROLLED_SECRET, uri } });
    }),
  challenge: () =>
    http.post(authUrl('/factors/:factorId/challenge'), ({ request }) =>
      callerOf(request)
        ? HttpResponse.json({ id: crypto.randomUUID(), type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 })
        : signedOut(),
    ),
  /** `isRight(code)` is the test's word; a right code verifies the factor and answers an aal2 session. */
  verify: (isRight: (code: string) => boolean) =>
    http.post(authUrl('/factors/:factorId/verify'), async ({ request, params }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      const { code } = (await request.json()) as { code: string };
      if (!isRight(code)) return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      const factor = caller.account.factors.find(({ id }) => id === params.factorId);
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
      factor.status = 'verified';
      return openSession(caller.account, 'aal2');
    }),
  /** Removes the factor from the caller's account (GoTrue asks for aal2 first: the test decides by calling this). */
  unenroll: () =>
    http.delete(authUrl('/factors/:factorId'), ({ request, params }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      caller.account.factors = caller.account.factors.filter(({ id }) => id !== params.factorId);
      return HttpResponse.json({ id: params.factorId });
    }),
  /**
   * The project's own POST /recovery_codes/verify (docs/local-backend.md, Two-step sign-in): a right
   * code answers an aal2 session and `left`, the codes still unused.
   */
  redeemRecoveryCode: (isRight: (code: string) => boolean, left: number) =>
    http.post(authUrl('/recovery_codes/verify'), async ({ request }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      const { code } = (await request.json()) as { code: string };
      if (!isRight(code)) return authError(422, 'mfa_verification_failed', 'Invalid recovery code entered');
      return HttpResponse.json({ ...newSessionJson(caller.account, 'aal2'), recovery_codes_left: left });
    }),
  /**
   * Hosted Supabase, whose GoTrue has no recovery-code route: redeem_recovery_code raises the
   * caller's session (null for a wrong code), and her next refresh comes back at aal2.
   */
  redeemRecoveryCodeHosted: (isRight: (code: string) => boolean, left: number) => [
    authServerHealth('hosted'),
    http.post(restUrl('/rpc/redeem_recovery_code'), async ({ request }) => {
      const caller = callerOf(request);
      if (!caller) return signedOut();
      const { code } = (await request.json()) as { code: string };
      if (!isRight(code)) return HttpResponse.json(null);
      caller.session.aal = 'aal2';
      return HttpResponse.json(left);
    }),
  ],
};

/** GoTrue's factor routes at once, a right code being `rightCode`. */
export const factorRoutes = (rightCode: string) => [factorAnswers.enroll(), factorAnswers.challenge(), factorAnswers.verify((code) => code === rightCode), factorAnswers.unenroll()];
