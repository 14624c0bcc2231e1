import { useGetOwnProfileQuery, useGetPublicProfileQuery, type OwnProfile, type PublicProfile } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useAppSelector } from '@/shared/redux';
import { isMemberId } from '@/shared/lib';

export type ViewedProfile =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'found'; profile: PublicProfile; isOwn: boolean };

interface ProfileQuery<Profile> {
  /** The data of this id only: while another id loads, the last profile must not stay on screen. */
  currentData?: Profile | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function settle<Profile extends PublicProfile>(query: ProfileQuery<Profile>, isOwn: boolean, show: (profile: Profile) => PublicProfile): ViewedProfile {
  const profile = query.currentData;
  if (profile === undefined) {
    return query.isError && !query.isFetching ? { status: 'error', retry: () => void query.refetch() } : { status: 'loading' };
  }
  return profile === null ? { status: 'notFound' } : { status: 'found', profile: show(profile), isOwn };
}

/** The owner sees their page as others do: no last activity while they hide their online status. */
const asOthersSeeIt = (own: OwnProfile): PublicProfile => ({ ...own, lastActive: own.showOnlineStatus ? own.lastActive : null });

/**
 * The profile /profile/{id} shows: one's own row, or another member's public part. An id that is no
 * UUID is not found without asking; a hidden or unknown profile comes back null and reads the same.
 */
export function useViewedProfile(id: string): ViewedProfile {
  const viewerId = useAppSelector(selectSessionUser)?.id;
  const valid = isMemberId(id);
  const isOwn = valid && viewerId === id;
  const own = useGetOwnProfileQuery(id, { skip: !isOwn });
  const other = useGetPublicProfileQuery(id, { skip: !valid || isOwn });
  if (!valid) return { status: 'notFound' };
  return isOwn ? settle(own, true, asOthersSeeIt) : settle(other, false, (profile) => profile);
}
