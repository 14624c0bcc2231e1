import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LocaleProvider } from '@/shared/i18n';
import { ThemeModeProvider } from '@/shared/theme';
import { DeferredToaster } from '@/shared/ui';
import { whenStoreLoaded } from '../model/late-store';
import type { AppStore } from '../model';

interface AppProvidersProps {
  /** Restored from local storage already (start-store.ts), or late-store.ts's stand-in on a visitor page. */
  store: AppStore;
  children: ReactNode;
}

// No redux-persist gate: the store the app is given has its outbox back already, so the first render
// has it, and matches the prerendered HTML (a gate's first render is empty). The toaster comes with
// the store (late-store.ts).
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <LocaleProvider>
        <ThemeModeProvider>
          {children}
          <DeferredToaster until={whenStoreLoaded} />
        </ThemeModeProvider>
      </LocaleProvider>
    </Provider>
  );
}
