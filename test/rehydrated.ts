// Resolves once redux-persist has restored the store from local storage (it then saves each change).
export { whenRestored as rehydrated } from '@/app/entrypoint/when-restored';
