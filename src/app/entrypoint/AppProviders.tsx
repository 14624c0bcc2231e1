import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeModeProvider } from '@/shared/theme';
import { AppToaster } from '@/shared/ui';
import type { AppStore } from '../model';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeModeProvider>
        {children}
        <AppToaster />
      </ThemeModeProvider>
    </Provider>
  );
}
