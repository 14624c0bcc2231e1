import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { authEventReceived } from '@/entities/session';
import { changeLocale, setLocaleLoader, type Locale } from '@/shared/i18n';
import { takeTitleAskedAhead } from '@/shared/lib';
import { loadLocale } from '@/shared/i18n-loader';
import { AppTree } from './AppTree';
import { AppRoutes } from '../router/AppRouter';
import { preloadPrerendered, prerenderedRoutes } from '../router/prerendered-routes';
import { makeStore } from '../model';
import { whenRestored } from './when-restored';

export const prerenderedPaths = Object.keys(prerenderedRoutes);
export { LANGUAGES, pathInLanguage } from '@rules/languages';
export { textDirection } from '@/shared/i18n';
export { UNTIL_THE_APP } from './PrerenderedControlsEnabled';

// As main.tsx does: each page is rendered in the language its address names.
setLocaleLoader(loadLocale);

/**
 * A visitor page as HTML, for the build (scripts/prerender.ts): the app's tree (AppTree), as a visitor sees it
 * before any data has arrived, so the browser's first render matches it and React takes it over
 * (hydrateRoot). The styles come inline (Emotion's server rendering); the colours are CSS variables,
 * so one rendering serves both themes. Written in `locale`, which the page's address names (docs/i18n.md).
 */
export async function renderPage(path: string, locale: Locale = 'en'): Promise<{ markup: string; title: string | undefined }> {
  await changeLocale(locale, { save: false });
  // Emotion writes a rule once per cache. The right-to-left cache is one for the whole build, so a page
  // rendered after another in it would lack the rules the first one wrote, and be drawn unstyled until
  // the app came (the English pages use a cache per render).
  const { rtlCache } = await loadLocale(locale);
  if (rtlCache) for (const rule of Object.keys(rtlCache.inserted)) delete rtlCache.inserted[rule];
  // Its code loaded first, so nothing suspends: suspended parts would arrive as inline scripts, which
  // the content security policy refuses.
  await preloadPrerendered(path);
  const { store, persistor } = makeStore();
  await whenRestored(persistor);
  // A visitor, as followSession decides at once in a browser that holds no session.
  store.dispatch(authEventReceived({ event: 'INITIAL_SESSION', user: null }));
  const { prelude } = await prerender(
    <AppTree
      store={store}
      router={
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    // One piece: a large Suspense boundary would otherwise come after the shell, put in place by an
    // inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The title the page asked for (useDocumentTitle), in the page's language, for the HTML's <title>.
  return { markup: await new Response(prelude).text(), title: takeTitleAskedAhead() };
}
