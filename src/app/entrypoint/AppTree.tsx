import { StrictMode, type ReactNode } from 'react';
import type { AppStore } from '../model';
import { AppProviders } from './AppProviders';
import { PrerenderedControlsEnabled } from './PrerenderedControlsEnabled';

interface AppTreeProps {
  store: AppStore;
  /** The browser's router (main.tsx), or a static one at the path being rendered (prerender.tsx). */
  router: ReactNode;
}

/**
 * The whole app, as main.tsx draws it or takes a prerendered page over, and as prerender.tsx renders
 * that page: one tree on both sides, so the browser's first render matches the HTML.
 */
export function AppTree({ store, router }: AppTreeProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        {router}
      </AppProviders>
      <PrerenderedControlsEnabled />
    </StrictMode>
  );
}
