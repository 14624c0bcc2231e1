import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db';
import type { UserRow } from './user-row';
import { insertIdentity, insertUser } from './users';

type Metadata = Record<string, unknown>;

export interface NewEmailUser {
  email: string;
  passwordHash: string;
  /** The client's sign-up data; `userMetadata` is it as the access tokens will carry it. */
  data: Metadata;
  userMetadata: Metadata;
  /** The pending confirmation token as token-store.ts stores it; none when confirmed at once. */
  storedToken?: string;
}

/** A password user and its `email` identity, as sign-up makes them (the new-user trigger adds the profile). */
export async function insertEmailUser(tx: Tx, user: NewEmailUser): Promise<UserRow> {
  const row = await insertUser(tx, {
    email: user.email,
    passwordHash: user.passwordHash,
    confirmation: user.storedToken ? { confirmed: false, storedToken: user.storedToken } : { confirmed: true },
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: user.userMetadata,
  });
  await insertIdentity(tx, {
    userId: row.id,
    provider: 'email',
    providerId: row.id,
    identityData: { ...user.data, sub: row.id, email: user.email, email_verified: false, phone_verified: false },
  });
  return row;
}

/**
 * Does what making this user would do, under an address nobody has, and undoes it: the new-user
 * trigger's refusals of the data (a taken username, an age under 18...) then come for a registered
 * address exactly as for a new one. Without it, such data was refused (422) only for new addresses.
 */
export async function rehearseEmailUser(tx: Tx, user: NewEmailUser): Promise<void> {
  await tx.query('savepoint sign_up_rehearsal');
  try {
    await insertEmailUser(tx, { ...user, email: `${randomUUID()}@sign-up-rehearsal.invalid` });
  } finally {
    await tx.query('rollback to savepoint sign_up_rehearsal');
  }
}
