import type { MyVerification, VerificationStatus } from '../model/verification';

const STATUSES: readonly VerificationStatus[] = ['none', 'pending', 'verified', 'declined', 'suspended'];

/** get_my_verification's one row; a status this bundle does not know reads as none. */
export function toMyVerification(row: { status: string; note: string | null } | undefined): MyVerification {
  const status = STATUSES.find((known) => known === row?.status) ?? 'none';
  return { status, note: row?.note ?? null };
}
