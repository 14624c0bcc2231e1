import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;
/**
 * Compared against when no user matches, so a missing account takes as long to refuse as a wrong
 * password: a hash, at GoTrue's cost, of a password nobody knows. Written out rather than made at
 * start-up, which cost ~100 ms of CPU in every process (and every test file) that loads auth.
 */
const DUMMY_HASH = '$2b$10$BR7lvb/ZywuNLtYF/tpOG.Y4Gw5hjyIvsQ6GYWO05dRJmm0PplLu6';

export function hashPassword(password: string, cost: number = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** True when the password matches; a missing or empty hash never matches but costs the same time. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
