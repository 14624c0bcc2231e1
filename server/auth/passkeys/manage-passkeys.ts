import { z } from 'zod';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodRemovedMail } from '../email/auth-emails';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { authenticateSession, securitySettingsUrl } from '../mfa/mfa-session';
import { readAuthJson } from '../request-body';
import { assertMayManagePasskeys } from './ceremony';
import { passkeyId, passkeyName } from './passkey-bodies';
import { deletePasskey, findOwnedPasskey, listPasskeys, passkeyJson, renamePasskey } from './passkey-rows';

/** GET /passkeys: the caller's passkeys, by name and dates (never a key or credential id). */
export async function listOwnPasskeys(request: AuthRequest, services: AuthServices): Promise<void> {
  const { user } = await authenticateSession(request, services);
  const passkeys = await listPasskeys(services.ctx.db, user.id);
  sendJson(request.res, 200, passkeys.map(passkeyJson));
}

const RenameBody = z.object({ friendly_name: z.string().max(1000).optional() });

/** PATCH /passkeys/{id}: `{ friendly_name }`, 1 to 120 characters; another member's id is not found. */
export async function renameOwnPasskey(request: AuthRequest, services: AuthServices, id: string): Promise<void> {
  const { user } = await authenticateSession(request, services);
  const wanted = passkeyId(id);
  const body = await readAuthJson(request.req, RenameBody);
  const name = passkeyName(body.friendly_name);
  const renamed = await services.ctx.db.transaction(async (tx) => {
    const passkey = await findOwnedPasskey(tx, user.id, wanted);
    if (!passkey) throw authError('passkeyNotFound');
    return renamePasskey(tx, passkey.id, name);
  });
  sendJson(request.res, 200, passkeyJson(renamed));
}

/**
 * DELETE /passkeys/{id}: 204, from an aal2 session once she has a verified factor (GoTrue's
 * requirePasskeyManagementAAL), so a stolen password cannot take her passkeys away; she is told by
 * e-mail.
 */
export async function removePasskey(request: AuthRequest, services: AuthServices, id: string): Promise<void> {
  const { user, aal } = await authenticateSession(request, services);
  const { db } = services.ctx;
  await assertMayManagePasskeys(db, user.id, aal);
  const passkey = await findOwnedPasskey(db, user.id, passkeyId(id));
  if (!passkey) throw authError('passkeyNotFound');
  await db.transaction((tx) => deletePasskey(tx, passkey.id));
  if (user.email) {
    const [email, settingsUrl] = [user.email, securitySettingsUrl(request, services)];
    sendAuthMailIn(services, user.id, (locale) => signInMethodRemovedMail(email, 'webauthn', settingsUrl, 'whole sign-in', locale));
  }
  request.res.writeHead(204).end();
}
