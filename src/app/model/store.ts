import { configureStore } from '@reduxjs/toolkit';
import { env } from '@/shared/config';
import { dynamicMiddleware, rememberDispatch } from './api-injection';
import { listenerMiddleware } from './listener';
import { rootReducer } from './root-reducer';

export type PreloadedRootState = Partial<ReturnType<typeof rootReducer>>;

export function makeStore(preloadedState?: PreloadedRootState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: env.dev,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(dynamicMiddleware.middleware),
  });
  rememberDispatch(store.dispatch);
  return { store };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
