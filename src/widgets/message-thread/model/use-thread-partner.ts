import { useGetInterestsWithMemberQuery } from '@/entities/interest';
import { useGetConversationsInfiniteQuery } from '@/entities/message';
import { displayName, useGetOwnProfileQuery, useGetPublicProfileQuery } from '@/entities/profile';
import { threadTexts } from '../config/thread-texts';

export interface ThreadPartner {
  name: string;
  /** For 'Noah is typing…'. */
  firstName: string;
  photoUrl: string | null;
  showOnlineStatus: boolean;
  /** Undefined while unknown: only matches may message (the database refuses the others anyway). */
  matched: boolean | undefined;
  /** The member's own setting: off, their client does not announce them online. */
  meShowsOnline: boolean;
}

/**
 * Who the thread is with: the public profile (name, photo; 'Ascend member' when hidden), whether the
 * two are matched (an accepted interest either way), and the partner's show-online-status from the
 * conversation list's cache entry (the same one the list shows, so no extra request on /messages).
 */
export function useThreadPartner(me: string, partnerId: string): ThreadPartner {
  const { data: profile } = useGetPublicProfileQuery(partnerId);
  const { data: interests } = useGetInterestsWithMemberQuery({ me, memberId: partnerId });
  const { data: conversations } = useGetConversationsInfiniteQuery({ me, search: '' });
  const { data: own } = useGetOwnProfileQuery(me);
  const conversation = conversations?.pages.flatMap((page) => page.conversations).find(({ partner }) => partner.id === partnerId);
  const name = profile ? displayName(profile) : threadTexts.hiddenMember;
  return {
    name,
    firstName: profile?.firstName ?? name,
    photoUrl: profile?.primaryPhotoUrl ?? null,
    showOnlineStatus: conversation?.partner.showOnlineStatus ?? false,
    matched: interests ? [interests.sent, interests.received].some((interest) => interest?.status === 'accepted') : undefined,
    meShowsOnline: own?.showOnlineStatus ?? false,
  };
}
