import { configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { env } from '@/shared/config';
import { dynamicMiddleware, rememberDispatch } from './api-injection';
import { listenerMiddleware } from './listener';
import { rootReducer } from './root-reducer';

const DEV_CHECK_WARN_MS = 250;

export type PreloadedRootState = Partial<ReturnType<typeof rootReducer>>;

export function makeStore(preloadedState?: PreloadedRootState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: env.dev,
    middleware: (getDefault) =>
      // Development's checks walk the state at every action, and warn when a walk takes over 32 ms: on a
      // busy test machine that is the machine, not the state (a few ms when quiet). Not in production.
      // redux-persist's own actions carry functions (register, rehydrate): they never reach a reducer's state.
      getDefault({
        immutableCheck: { warnAfter: DEV_CHECK_WARN_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_MS, ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
  });
  rememberDispatch(store.dispatch);
  // Restores the outbox from local storage and keeps it there (the only persisted slice).
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
