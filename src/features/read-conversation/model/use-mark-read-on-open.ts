import { useEffect, useState } from 'react';
import { useMarkConversationReadMutation } from '../api/mark-read-api';

const isVisible = () => document.visibilityState === 'visible';

/**
 * Marks the partner's messages read while the member looks at the conversation: when it opens with
 * unread messages, when one arrives while the page is visible, and when the page becomes visible
 * again. `newestUnreadId` is the partner's newest unread message (null when none): one request per
 * such message, so a failing request is not repeated in a loop.
 */
export function useMarkReadOnOpen(me: string, partnerId: string, newestUnreadId: string | null) {
  const [markRead] = useMarkConversationReadMutation();
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (newestUnreadId && visible) void markRead({ me, partnerId });
  }, [markRead, me, partnerId, newestUnreadId, visible]);
}
