import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Tx } from '../../db';
import { sendJson } from '../../http';
import type { AuthRequest, AuthServices } from '../auth-request';
import { signInMethodAddedMail } from '../email/auth-emails';
import { sendAuthMailIn } from '../email/send-auth-mail';
import { authError } from '../errors/error-catalogue';
import { authenticatePermanentSession, securitySettingsUrl } from '../mfa/mfa-session';
import { assertMayManagePasskeys, CEREMONY_TIMEOUT_MS, checkedOrigin, requireRelyingParty, spendChallenge } from './ceremony';
import { parseCredential, readVerifyBody, RegistrationCredential } from './passkey-bodies';
import { credentialIdOf, insertPasskey, listPasskeys, saveChallenge } from './passkey-rows';

/** GoTrue's MaxPasskeysPerUser default: a phone, a laptop, a key, and room to spare. */
const MAX_PASSKEYS = 10;
/** GoTrue names a passkey from its authenticator's AAGUID when it knows it, else so; she renames it. */
const DEFAULT_NAME = 'Passkey';

async function assertRoomForOneMore(tx: Tx, userId: string): Promise<void> {
  if ((await listPasskeys(tx, userId)).length >= MAX_PASSKEYS) throw authError('tooManyPasskeys');
}

/**
 * POST /passkeys/registration/options: `{ challenge_id, options, expires_at }`, WebAuthn's creation
 * options for the signed-in member — a discoverable credential (the sign-in names no e-mail) with
 * user verification, no attestation, her passkeys excluded so one authenticator is not added twice.
 */
export async function registrationOptions(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  const { user, aal } = await authenticatePermanentSession(request, services);
  const answer = await services.ctx.db.transaction(async (tx) => {
    await assertMayManagePasskeys(tx, user.id, aal);
    await assertRoomForOneMore(tx, user.id);
    const passkeys = await listPasskeys(tx, user.id);
    const name = user.email || user.phone || user.id;
    const displayName = user.raw_user_meta_data?.name;
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: name,
      userDisplayName: typeof displayName === 'string' && displayName ? displayName : name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: passkeys.map((passkey) => ({ id: credentialIdOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CEREMONY_TIMEOUT_MS,
    });
    const challenge = await saveChallenge(tx, 'registration', user.id, {
      challenge: options.challenge,
      rpId: rp.id,
      userVerification: 'required',
      user_id: options.user.id,
    });
    return { challenge_id: challenge.id, options, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) };
  });
  sendJson(request.res, 200, answer);
}

/**
 * POST /passkeys/registration/verify: `{ challenge_id, credential }`. The challenge must be one
 * issued to this member (spent now, whatever the outcome); the response must come from one of the
 * site's pages and prove user verification. The passkey is stored as 'Passkey' (she names it with
 * PATCH, as GoTrue has it) and she is told by e-mail.
 */
export async function verifyRegistration(request: AuthRequest, services: AuthServices): Promise<void> {
  const rp = requireRelyingParty(services);
  const { user, aal } = await authenticatePermanentSession(request, services);
  const { db } = services.ctx;
  await assertMayManagePasskeys(db, user.id, aal);
  const body = await readVerifyBody(request.req);
  const session = await db.transaction((tx) => spendChallenge(tx, body.challengeId, 'registration', user.id));
  const credential = parseCredential(RegistrationCredential, body.credential);
  const origin = checkedOrigin(rp, credential.response.clientDataJSON, session);
  const verification = await verifyRegistrationResponse({
    response: credential as RegistrationResponseJSON,
    expectedChallenge: session.challenge,
    expectedOrigin: origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => {
    throw authError('passkeyVerificationFailed');
  });
  if (!verification.verified) throw authError('passkeyVerificationFailed');
  const { credential: made, aaguid, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const passkey = await db.transaction(async (tx) => {
    await assertRoomForOneMore(tx, user.id);
    const inserted = await insertPasskey(tx, {
      userId: user.id,
      credentialId: made.id,
      publicKey: made.publicKey,
      signCount: made.counter,
      transports: made.transports ?? [],
      friendlyName: DEFAULT_NAME,
      aaguid,
      backupEligible: credentialDeviceType === 'multiDevice',
      backedUp: credentialBackedUp,
    });
    if (!inserted) throw authError('passkeyExists');
    return inserted;
  });
  if (user.email) {
    const [email, settingsUrl] = [user.email, securitySettingsUrl(request, services)];
    sendAuthMailIn(services, user.id, (locale) => signInMethodAddedMail(email, 'webauthn', settingsUrl, 'whole sign-in', locale));
  }
  sendJson(request.res, 200, { id: passkey.id, friendly_name: passkey.friendly_name, created_at: passkey.created_at.toISOString() });
}
