import { useGetOwnProfileQuery, useOpenProfileQuery, type OwnProfile, type PublicProfile } from '@/entities/profile';
import { isPlanLimitError, type ApiError } from '@/shared/api';
import { selectSessionUser } from '@/entities/session';
import { useGetMyVerificationQuery } from '@/features/verification/verify-photo';
import { useAppSelector } from '@/shared/redux';
import { isMemberId } from '@/shared/lib';

export type ViewedProfile =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  /** Her plan's profile views a day are spent: the database's message, and nothing of the member. */
  | { status: 'limit'; message: string }
  | { status: 'found'; profile: PublicProfile; isOwn: boolean };

interface ProfileQuery<Profile> {
  /** The data of this id only: while another id loads, the last profile must not stay on screen. */
  currentData?: Profile | null;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function settle<Profile extends PublicProfile>(query: ProfileQuery<Profile>, isOwn: boolean, show: (profile: Profile) => PublicProfile): ViewedProfile {
  const profile = query.currentData;
  if (profile === undefined) {
    if (isPlanLimitError(query.error) && !query.isFetching) return { status: 'limit', message: (query.error as ApiError).message };
    return query.isError && !query.isFetching ? { status: 'error', retry: () => void query.refetch() } : { status: 'loading' };
  }
  return profile === null ? { status: 'notFound' } : { status: 'found', profile: show(profile), isOwn };
}

/**
 * The owner sees their page as others do: no last activity while they hide their online status, and
 * the verified badge when they have it (her own row does not carry it; get_my_verification does).
 */
const asOthersSeeIt = (own: OwnProfile, verified: boolean): PublicProfile => ({
  ...own,
  lastActive: own.showOnlineStatus ? own.lastActive : null,
  verified,
});

/**
 * The profile /profile/{id} shows: one's own row, or another member's public part, opened through the
 * database's count of profile views (open_profile). An id that is no UUID is not found without asking;
 * a hidden or unknown profile comes back null and reads the same.
 */
export function useViewedProfile(id: string): ViewedProfile {
  const viewerId = useAppSelector(selectSessionUser)?.id;
  const valid = isMemberId(id);
  const isOwn = valid && viewerId === id;
  const own = useGetOwnProfileQuery(id, { skip: !isOwn });
  const other = useOpenProfileQuery(id, { skip: !valid || isOwn });
  const verification = useGetMyVerificationQuery(id, { skip: !isOwn });
  if (!valid) return { status: 'notFound' };
  const verified = verification.data?.status === 'verified';
  return isOwn ? settle(own, true, (profile) => asOthersSeeIt(profile, verified)) : settle(other, false, (profile) => profile);
}
