import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodRemovedMail } from '../email/auth-emails';
import { sendAuthMail } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { authenticateSession, METHOD_NAMES, securitySettingsUrl } from '../mfa/mfa-session';
import { deletePasskey, findOwnedPasskey, listPasskeys, passkeyJson } from './passkey-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /ascend/passkeys: the caller's passkeys, by name and dates (never a key or credential id). */
export async function listOwnPasskeys(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user } = await authenticateSession(request, services);
  const passkeys = await listPasskeys(services.ctx.db, user.id);
  sendJson(request.res, 200, passkeys.map(passkeyJson));
}

/**
 * DELETE /ascend/passkeys/{id}: only from an aal2 session (a passkey sign-in or a passed second
 * step), so a stolen password cannot take her passkeys away; she is told by e-mail.
 */
export async function removePasskey(request: AuthRequest, services: AuthServices, id: string): Promise<void> {
  const { user, aal } = await authenticateSession(request, services);
  if (!UUID.test(id)) throw authError('passkeyIdNotUuid');
  const passkey = await findOwnedPasskey(services.ctx.db, user.id, id);
  if (!passkey) throw authError('passkeyNotFound');
  if (aal !== 'aal2') throw authError('aalRequiredToRemovePasskey');
  await services.ctx.db.transaction((tx) => deletePasskey(tx, passkey.id));
  if (user.email) {
    sendAuthMail(services, signInMethodRemovedMail(user.email, METHOD_NAMES.webauthn, securitySettingsUrl(request, services), 'whole sign-in'));
  }
  sendJson(request.res, 200, { id: passkey.id });
}
