import type { OwnProfileWrite } from '@/entities/profile';
import type { ProfileVisibility } from '@/shared/config';

export interface PrivacyChange {
  visibility?: ProfileVisibility;
  showOnlineStatus?: boolean;
}

/** A privacy change as a write of the member's own row: the control moves at once, and back if it fails. */
export function privacyWrite(me: string, { visibility, showOnlineStatus }: PrivacyChange): OwnProfileWrite {
  return {
    me,
    changes: { visibility, show_online_status: showOnlineStatus },
    optimistic: {
      ...(visibility !== undefined && { visibility }),
      ...(showOnlineStatus !== undefined && { showOnlineStatus }),
    },
    context: 'Save privacy settings',
  };
}
