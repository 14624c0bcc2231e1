import toast from 'react-hot-toast';
import { sessionLoadFailed, userSignedIn, userSignedOut } from '@/entities/session';
import { AUTH_TOAST_ID } from '@/shared/config';
import { listenerMiddleware } from './listener';

/**
 * SPEC §4: toasts for signing in and out, and for a session that could not be loaded. Only real
 * sign-ins and sign-outs (the session entity's events): a session restored on reload or tab focus
 * is not news.
 */
export function startSessionToasts(): () => void {
  const unsubscribers = [
    listenerMiddleware.startListening({
      actionCreator: userSignedIn,
      effect: () => void toast.success('Signed in successfully', { id: AUTH_TOAST_ID }),
    }),
    listenerMiddleware.startListening({
      actionCreator: userSignedOut,
      effect: () => void toast.success('Signed out successfully', { id: AUTH_TOAST_ID }),
    }),
    listenerMiddleware.startListening({
      actionCreator: sessionLoadFailed,
      effect: ({ payload }) => void toast.error(payload),
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
