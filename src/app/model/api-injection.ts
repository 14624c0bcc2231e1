import { createDynamicMiddleware, type Dispatch } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';

export const dynamicMiddleware = createDynamicMiddleware();

let appDispatch: Dispatch | undefined;
let injected: Promise<void> | undefined;

/** The store whose focus and reconnect events should refetch queries once the API is loaded. */
export function rememberDispatch(dispatch: Dispatch): void {
  appDispatch = dispatch;
}

/**
 * Adds the RTK Query cache and middleware to the store. It runs before any page that talks to the
 * backend renders; the landing page never needs it, which keeps RTK Query out of its first load.
 */
export function ensureApi(): Promise<void> {
  injected ??= Promise.all([import('@/shared/api'), import('@reduxjs/toolkit/query')]).then(
    ([{ baseApi }, { setupListeners }]) => {
      rootReducer.inject(baseApi);
      dynamicMiddleware.addMiddleware(baseApi.middleware);
      if (appDispatch) setupListeners(appDispatch);
    },
  );
  return injected;
}
