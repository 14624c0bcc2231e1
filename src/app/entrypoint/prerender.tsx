import { Provider } from 'react-redux';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { authEventReceived } from '@/entities/session';
import { ThemeModeProvider } from '@/shared/theme';
import { AppRoutes } from '../router/AppRouter';
import { preloadPrerendered, prerenderedRoutes } from '../router/prerendered-routes';
import { makeStore } from '../model';

export const prerenderedPaths = Object.keys(prerenderedRoutes);

/**
 * A visitor page as HTML, for the build (scripts/prerender.ts): the same tree main.tsx renders, as a
 * visitor sees it before any data has arrived. The styles come inline (Emotion's server rendering);
 * the colours are CSS variables, so one rendering serves both themes.
 */
export async function renderPage(path: string): Promise<string> {
  // Its code loaded first, so nothing suspends: suspended parts would arrive as inline scripts, which
  // the content security policy refuses.
  await preloadPrerendered(path);
  const { store } = makeStore();
  // A visitor, as followSession decides at once in a browser that holds no session.
  store.dispatch(authEventReceived({ event: 'INITIAL_SESSION', user: null }));
  const { prelude } = await prerender(
    <Provider store={store}>
      <ThemeModeProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </ThemeModeProvider>
    </Provider>,
    // One piece: a large Suspense boundary would otherwise come after the shell, put in place by an
    // inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
