import type { Persistor } from 'redux-persist';

/** Resolves once redux-persist has restored the store from local storage (it then saves each change). */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
