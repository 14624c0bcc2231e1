import { followSession } from '@/entities/session';
import { whenRestored } from '../entrypoint/when-restored';
import { startSessionToasts } from './session-toasts';
import { makeStore, type AppStore } from './store';

/**
 * The app's store, as the browser starts it: its session toasts, the session followed, the outbox back
 * from local storage before anyone reads it (no screen shows a thread without its unsent messages and
 * then redraws). A chunk of its own, asked for by late-store.ts.
 */
export async function startStore(): Promise<AppStore> {
  const { store, persistor } = makeStore();
  startSessionToasts();
  followSession(store.dispatch);
  await whenRestored(persistor);
  return store;
}
