import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;
// Compared against when no user matches, so a missing account takes as long to refuse as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** True when the password matches; a missing or empty hash never matches but costs the same time. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
