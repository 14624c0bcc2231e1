import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodRemovedMail } from '../email/auth-emails';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { lowerSessionsOfFactor } from '../sessions/assurance';
import { deleteFactor } from './factor-rows';
import { authenticatePermanentSession, securitySettingsUrl } from './mfa-session';
import { ownedFactor } from './owned-factor';

/**
 * DELETE /factors/{id} (supabase-js `mfa.unenroll`): `{ id }`. A verified factor goes only from an
 * aal2 session (422 insufficient_aal, as GoTrue), so a stolen aal1 session cannot strip the second
 * step; sessions that passed it fall back to aal1, and the member is told by e-mail.
 */
export async function unenroll(request: AuthRequest, services: AuthServices, factorId: string): Promise<void> {
  const { user, aal } = await authenticatePermanentSession(request, services);
  const factor = await ownedFactor(services, user.id, factorId);
  const verified = factor.status === 'verified';
  if (verified && aal !== 'aal2') throw authError('aalRequiredToUnenroll');
  await services.ctx.db.transaction(async (tx) => {
    await deleteFactor(tx, factor.id);
    if (factor.factor_type === 'totp') await lowerSessionsOfFactor(tx, factor.id, 'totp');
    if (factor.factor_type === 'webauthn') await lowerSessionsOfFactor(tx, factor.id, 'mfa/webauthn');
  });
  if (verified && user.email) {
    const [email, settingsUrl] = [user.email, securitySettingsUrl(request, services)];
    sendAuthMailIn(services, user.id, (locale) => signInMethodRemovedMail(email, factor.factor_type, settingsUrl, 'second step', locale));
  }
  sendJson(request.res, 200, { id: factor.id });
}
