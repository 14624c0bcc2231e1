import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useSendMessageMutation } from '../api/send-message-api';
import { selectOwnOutbox } from './select-outbox';

/** While mounted, the member's failed messages (to anyone) are sent again when the browser comes back online. */
export function useRetryWhenOnline(me: string) {
  const store = useStore<RootState>();
  const [sendMessage] = useSendMessageMutation();
  useEffect(() => {
    const retryFailed = () => {
      for (const { status, ...message } of selectOwnOutbox(store.getState(), me)) {
        if (status === 'failed') void sendMessage(message);
      }
    };
    window.addEventListener('online', retryFailed);
    return () => window.removeEventListener('online', retryFailed);
  }, [store, me, sendMessage]);
}
