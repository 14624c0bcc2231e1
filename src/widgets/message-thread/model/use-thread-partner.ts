import { useGetRelationshipQuery } from '@/entities/match';
import { useGetOwnProfileQuery } from '@/entities/profile';
import { memberHandle, memberName } from '@/shared/lib';

export interface ThreadPartner {
  name: string;
  /** '@username' beside the name, as the conversation list shows it; null when there is none to add. */
  handle: string | null;
  /** For 'Noah is typing…'. */
  firstName: string;
  photoUrl: string | null;
  showOnlineStatus: boolean;
  /** Undefined while unknown: only matches may message (the database refuses the others anyway). */
  matched: boolean | undefined;
  /** The member's own setting: off, their client does not announce them online. */
  meShowsOnline: boolean;
  /** The verified badge (photo verification). */
  verified: boolean;
}

/**
 * Who the thread is with, from the relationship with them (one request, shared with the conversation
 * pane): their card as the member may see it ('Ascend member' when hidden), whether the two are
 * matched, and the partner's show-online-status.
 */
export function useThreadPartner(me: string, partnerId: string): ThreadPartner {
  const { data } = useGetRelationshipQuery(partnerId);
  const { data: own } = useGetOwnProfileQuery(me);
  const partner = data?.partner;
  const named = partner ?? { firstName: null, username: null };
  const name = memberName(named);
  return {
    name,
    handle: memberHandle(named),
    firstName: partner?.firstName ?? name,
    photoUrl: partner?.photoUrl ?? null,
    showOnlineStatus: partner?.showOnlineStatus ?? false,
    matched: data && data.relationship.kind === 'matched',
    meShowsOnline: own?.showOnlineStatus ?? false,
    verified: partner?.verified === true,
  };
}
