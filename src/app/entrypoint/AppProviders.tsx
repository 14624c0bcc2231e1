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
