import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followSession } from '@/entities/session';
import { AppProviders } from './AppProviders';
import { AppRouter } from '../router/AppRouter';
import { makeStore, startSessionToasts } from '../model';
import './styles.css';

const { store, persistor } = makeStore();
startSessionToasts();
followSession(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistor}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
