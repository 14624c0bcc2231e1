import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router/AppRouter';
import { makeStore, startSessionToasts, type PreloadedRootState } from '@/app/model';
import { initialSessionState, startSessionSync, type SessionState } from '@/entities/session';
import { LocaleProvider } from '@/shared/i18n';
import { ThemeModeProvider } from '@/shared/theme';
import { AppToaster } from '@/shared/ui';

export type TestSession = 'signedIn' | 'signedOut' | 'loading';

export const TEST_USER = { id: '00000000-0000-4000-8000-000000000001', email: 'ava@example.com' };

const sessionStates: Record<TestSession, SessionState> = {
  loading: initialSessionState,
  signedOut: { loading: false, user: null, error: null, lastEvent: 'INITIAL_SESSION', needsSecondFactor: false },
  signedIn: { loading: false, user: TEST_USER, error: null, lastEvent: 'INITIAL_SESSION', needsSecondFactor: false },
};

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  session?: TestSession;
  preloadedState?: PreloadedRootState;
  /** Feed the session from supabase-js (MSW or the test server answers) as the app does, instead of a fixed state. */
  liveSession?: boolean;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A fresh store, theme, toaster and memory router for every test. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', session = 'signedOut', preloadedState, liveSession = false, ...renderOptions } = options;
  const { store } = makeStore({ session: liveSession ? initialSessionState : sessionStates[session], ...preloadedState });
  if (liveSession) {
    cleanups.push(startSessionToasts());
    const stopSync = startSessionSync(store.dispatch);
    cleanups.push(() => void stopSync.then((stop) => stop()));
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <LocaleProvider>
        <ThemeModeProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          <AppToaster />
        </ThemeModeProvider>
      </LocaleProvider>
    </Provider>
  );
  // No timer between simulated events, and no pointer-events check: that check computes the styles
  // of every ancestor in jsdom on each click, about a fifth of a form test's CPU time.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { store, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** The whole route tree at a URL, as a person would open it. */
export function renderApp(route: string, options: Omit<ProvidersOptions, 'route'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, route });
}
