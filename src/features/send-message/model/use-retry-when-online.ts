import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useSendMessageMutation } from '../api/send-message-api';
import { selectOwnOutbox } from './select-outbox';

/**
 * While mounted (the signed-in frame: whatever page the member is on), the member's failed messages
 * (to anyone) are sent again, with their ids, when the browser comes back online.
 */
export function useRetryWhenOnline(me: string | undefined) {
  const store = useStore<RootState>();
  const [sendMessage] = useSendMessageMutation();
  useEffect(() => {
    if (!me) return;
    const retryFailed = () => {
      for (const { status, ...message } of selectOwnOutbox(store.getState(), me)) {
        if (status === 'failed') void sendMessage(message);
      }
    };
    window.addEventListener('online', retryFailed);
    return () => window.removeEventListener('online', retryFailed);
  }, [store, me, sendMessage]);
}
