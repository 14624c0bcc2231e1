export { makeStore, type AppStore, type PreloadedRootState } from './store';
export { listenerMiddleware } from './listener';
export { ensureApi } from './api-injection';
export { startSessionToasts } from './session-toasts';
