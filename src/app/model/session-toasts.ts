import toast from 'react-hot-toast';
import { authEventReceived, sessionLoadFailed } from '@/entities/session';
import { listenerMiddleware } from './listener';

/** SPEC §4: toasts for signing in and out, and for a session that could not be loaded. */
export function startSessionToasts(): () => void {
  const unsubscribers = [
    listenerMiddleware.startListening({
      actionCreator: authEventReceived,
      effect: ({ payload }) => {
        if (payload.event === 'SIGNED_IN') toast.success('Signed in successfully', { id: 'auth-event' });
        if (payload.event === 'SIGNED_OUT') toast.success('Signed out successfully', { id: 'auth-event' });
      },
    }),
    listenerMiddleware.startListening({
      actionCreator: sessionLoadFailed,
      effect: ({ payload }) => void toast.error(payload),
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
