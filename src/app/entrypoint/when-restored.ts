import type { Persistor } from 'redux-persist';

/** Settles once redux-persist has read the stored state back (PersistGate renders nothing until then). */
export function whenRestored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => persistor.getState().bootstrapped;
    if (settled()) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
