import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeModeProvider } from '@/shared/theme';
import { AppToaster } from '@/shared/ui';
import type { AppStore } from '../model';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

// The gate waits for the outbox to come back from local storage (a few microtasks, before the first
// paint in a browser), so no screen shows a thread without its unsent messages and then redraws.
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <ThemeModeProvider>
          {children}
          <AppToaster />
        </ThemeModeProvider>
      </PersistGate>
    </Provider>
  );
}
