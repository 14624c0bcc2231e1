import { lazy, Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeModeProvider } from '@/shared/theme';
import { useToasterWanted, type AppStore } from '../model';

// Toasts are shown from the first page that can toast (model/toaster-demand.ts), not by the landing page.
const AppToaster = lazy(() => import('../toaster/AppToaster').then((m) => ({ default: m.AppToaster })));

function DeferredToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

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
          <DeferredToaster />
        </ThemeModeProvider>
      </PersistGate>
    </Provider>
  );
}
