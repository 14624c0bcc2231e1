import type { Tx } from '../../db';
import { findUserById, insertIdentity, listIdentities, refreshProviders } from './users';

/** Gives a user who signed up elsewhere (Google) an e-mail identity once they set a password. */
export async function ensureEmailIdentity(tx: Tx, userId: string): Promise<void> {
  const identities = await listIdentities(tx, userId);
  if (identities.some((identity) => identity.provider === 'email')) return;
  const user = await findUserById(tx, userId);
  if (!user?.email) return;
  await insertIdentity(tx, {
    userId,
    provider: 'email',
    providerId: userId,
    identityData: { sub: userId, email: user.email, email_verified: true, phone_verified: false },
  });
  await refreshProviders(tx, userId);
}
