import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodAddedMail } from '../email/auth-emails';
import { sendAuthMail } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { listFactors } from '../mfa/factor-rows';
import { authenticatePermanentSession, METHOD_NAMES, securitySettingsUrl } from '../mfa/mfa-session';
import { optionalText, readAuthJson } from '../request-body';
import { CEREMONY_TIMEOUT_MS, checkedClientData, requireRelyingParty } from './ceremony';
import { passkeyName, RegistrationCredential } from './passkey-bodies';
import { findPasskeyByCredentialId, insertPasskey, listPasskeys, passkeyJson, saveChallenge, spendChallenge } from './passkey-rows';

/** As many as factors (GoTrue's MaxEnrolledFactors): a phone, a laptop, a key, and room to spare. */
const MAX_PASSKEYS = 10;

/**
 * Who may add a passkey: a signed-in session, at aal2 once she has a verified factor (the rule for
 * enrolling one, server/auth/mfa/enroll.ts), with room for one more.
 */
async function assertMayAdd(tx: Tx, userId: string, aal: string): Promise<void> {
  const verifiedFactors = (await listFactors(tx, userId)).filter((factor) => factor.status === 'verified');
  if (verifiedFactors.length > 0 && aal !== 'aal2') throw authError('aalRequiredToAddPasskey');
  if ((await listPasskeys(tx, userId)).length >= MAX_PASSKEYS) throw authError('tooManyPasskeys');
}

/**
 * POST /ascend/passkeys/registration/options: WebAuthn's creation options for the signed-in member —
 * a discoverable credential (the sign-in names no e-mail) with user verification, no attestation,
 * her passkeys excluded so one authenticator is not added twice.
 */
export async function registrationOptions(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  const { user, aal } = await authenticatePermanentSession(request, services);
  const options = await services.ctx.db.transaction(async (tx) => {
    await assertMayAdd(tx, user.id, aal);
    const passkeys = await listPasskeys(tx, user.id);
    const created = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email ?? user.id,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CEREMONY_TIMEOUT_MS,
    });
    await saveChallenge(tx, created.challenge, 'registration', user.id);
    return created;
  });
  sendJson(request.res, 200, options);
}

const VerifyBody = z.object({ friendly_name: optionalText, credential: RegistrationCredential });

/**
 * POST /ascend/passkeys/registration/verify: `{ friendly_name, credential }`. The response must
 * answer a live challenge issued to this member (spent now, whatever the outcome), come from one of
 * the site's pages, and prove user verification; the passkey is stored and she is told by e-mail.
 */
export async function verifyRegistration(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  const { user, aal } = await authenticatePermanentSession(request, services);
  const body = await readAuthJson(request.req, VerifyBody);
  const friendlyName = passkeyName(body.friendly_name || 'Passkey');
  const { challenge, origin } = checkedClientData(rp, body.credential.response.clientDataJSON);

  const passkey = await services.ctx.db.transaction(async (tx) => {
    if (!(await spendChallenge(tx, challenge, 'registration', user.id))) throw authError('passkeyChallengeInvalid');
    await assertMayAdd(tx, user.id, aal);
    const verification = await verifyRegistrationResponse({
      response: body.credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => {
      throw authError('passkeyVerificationFailed');
    });
    if (!verification.verified) throw authError('passkeyVerificationFailed');
    const { credential, credentialBackedUp } = verification.registrationInfo;
    if (await findPasskeyByCredentialId(tx, credential.id)) throw authError('passkeyExists');
    if ((await listPasskeys(tx, user.id)).some((p) => p.friendly_name === friendlyName)) throw authError('passkeyNameConflict');
    return insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      friendlyName,
      backedUp: credentialBackedUp,
    });
  });
  if (user.email) {
    sendAuthMail(services, signInMethodAddedMail(user.email, METHOD_NAMES.webauthn, securitySettingsUrl(request, services), 'whole sign-in'));
  }
  sendJson(request.res, 200, passkeyJson(passkey));
}
