import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followSession } from '@/entities/session';
import { AppProviders } from './AppProviders';
import { AppRouter } from '../router/AppRouter';
import { preloadPrerendered } from '../router/prerendered-routes';
import { makeStore, startSessionToasts } from '../model';
import { whenRestored } from './when-restored';
import './styles.css';

const { store, persistor } = makeStore();
startSessionToasts();
followSession(store.dispatch);

const container = document.getElementById('root')!;
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// A page the build rendered into the HTML (scripts/prerender.ts) stays on screen until the app can draw
// it again in one commit: its lazy code here and the stored state restored, so no spinner or blank
// frame comes between the two. As a transition, the render yields to the browser every few
// milliseconds: the page already shows, and a tap on it is not held up by one long task.
if (container.hasAttribute('data-prerendered')) {
  void Promise.allSettled([preloadPrerendered(window.location.pathname), whenRestored(persistor)]).then(() =>
    startTransition(render),
  );
} else {
  render();
}
