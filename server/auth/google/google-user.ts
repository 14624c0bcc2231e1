import type { Tx } from '../../db';
import { authError } from '../errors/error-catalogue';
import type { IdentityRow } from '../users/user-row';
import { findUserById, insertIdentity, insertUser, isEmailTaken, mergeUserMetadata, refreshProviders } from '../users/users';
import { googleIdentityData, type GoogleProfile } from './google-accounts';

async function findGoogleIdentity(tx: Tx, providerId: string): Promise<IdentityRow | undefined> {
  const { rows } = await tx.query<IdentityRow>(
    `select * from auth.identities where provider = 'google' and provider_id = $1`,
    [providerId],
  );
  return rows[0];
}

/**
 * The user behind a Google identity, created on first sign-in (GoTrue's CreateAccount /
 * AccountExists). Unlike GoTrue it never links to an account that signs in another way: nobody
 * verified the typed e-mail, and linking would let anyone take over that account. For the same
 * reason it no longer opens its own account once that has a password: the password is what makes
 * the account its member's alone.
 */
export async function signInGoogleUser(tx: Tx, profile: GoogleProfile, mayCreate = true): Promise<string> {
  const identityData = googleIdentityData(profile);
  const identity = await findGoogleIdentity(tx, profile.providerId);
  if (identity) {
    if ((await findUserById(tx, identity.user_id))?.encrypted_password) throw authError('googleAccountHasPassword');
    await tx.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now()
        where id = $1`,
      [identity.id, JSON.stringify(identityData)],
    );
    await mergeUserMetadata(tx, identity.user_id, identityData);
    await refreshProviders(tx, identity.user_id);
    return identity.user_id;
  }
  if (await isEmailTaken(tx, profile.email)) throw authError('googleEmailTaken');
  if (!mayCreate) throw authError('signupDisabled');
  const user = await insertUser(tx, {
    email: profile.email,
    passwordHash: null,
    // Google has proved the address.
    confirmation: { confirmed: true },
    appMetadata: { provider: 'google', providers: ['google'] },
    userMetadata: identityData,
  });
  await insertIdentity(tx, { userId: user.id, provider: 'google', providerId: profile.providerId, identityData });
  return user.id;
}
