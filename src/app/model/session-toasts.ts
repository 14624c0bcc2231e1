import { sessionLoadFailed, userSignedIn, userSignedOut } from '@/entities/session';
import { AUTH_TOAST_ID } from '@/shared/config';
import { listenerMiddleware } from './listener';
import { wantToaster } from './toaster-demand';

/** react-hot-toast, loaded with the toaster: the landing page's first load holds neither. */
async function toaster() {
  wantToaster();
  return (await import('react-hot-toast')).default;
}

/**
 * SPEC §4: toasts for signing in and out, and for a session that could not be loaded. Only real
 * sign-ins and sign-outs (the session entity's events): a session restored on reload or tab focus
 * is not news.
 */
export function startSessionToasts(): () => void {
  const unsubscribers = [
    listenerMiddleware.startListening({
      actionCreator: userSignedIn,
      effect: async () => void (await toaster()).success('Signed in successfully', { id: AUTH_TOAST_ID }),
    }),
    listenerMiddleware.startListening({
      actionCreator: userSignedOut,
      effect: async () => void (await toaster()).success('Signed out successfully', { id: AUTH_TOAST_ID }),
    }),
    listenerMiddleware.startListening({
      actionCreator: sessionLoadFailed,
      effect: async ({ payload }) => void (await toaster()).error(payload),
    }),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
