import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LocaleProvider } from '@/shared/i18n';
import { ThemeModeProvider } from '@/shared/theme';
import { AppToaster } from '@/shared/ui';
import type { AppStore } from '../model';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

// The gate waits for the outbox to come back from local storage (a few microtasks, before the first
// paint in a browser), so no screen shows a thread without its unsent messages and then redraws. When
// it is back already (main.tsx waits for it before taking over a prerendered page), there is no gate:
// its first render is empty, which would not match the prerendered HTML. Chosen once per mount.
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const [restored] = useState(() => persistor.getState().bootstrapped);
  const app = (
    <LocaleProvider>
      <ThemeModeProvider>
        {children}
        <AppToaster />
      </ThemeModeProvider>
    </LocaleProvider>
  );
  return (
    <Provider store={store}>
      {restored ? (
        app
      ) : (
        <PersistGate persistor={persistor} loading={null}>
          {app}
        </PersistGate>
      )}
    </Provider>
  );
}
