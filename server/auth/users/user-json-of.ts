import type { Tx } from '../../db';
import { listFactors } from '../mfa/factor-rows';
import { userJson } from './user-json';
import type { UserRow } from './user-row';
import { listIdentities } from './users';

/** The user object with what GoTrue loads with it: identities and factors. */
export async function userJsonOf(tx: Tx, user: UserRow): Promise<Record<string, unknown>> {
  return userJson(user, await listIdentities(tx, user.id), await listFactors(tx, user.id));
}
