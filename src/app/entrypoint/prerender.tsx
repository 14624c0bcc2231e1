import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PLAN_COLUMNS, toPlans, type PlanRow } from '@/entities/plan';
import { authEventReceived } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { siteTexts } from '@/shared/config';
import { changeLocale, setLocaleLoader, type Locale } from '@/shared/i18n';
import { takeTitleAskedAhead } from '@/shared/lib';
import { loadLocale } from '@/shared/i18n-loader';
import { AppTree } from './AppTree';
import { AppRoutes } from '../router/AppRouter';
import { preloadPrerendered, prerenderedRoutes, seededRoutes } from '../router/prerendered-routes';
import { makeStore } from '../model';
import { pageSeedElement, seedEntries, type PageSeed } from '../model/page-seed';
import { whenRestored } from './when-restored';

export const prerenderedPaths = Object.keys(prerenderedRoutes);
export { PLAN_COLUMNS };
export { LANGUAGES, pathInLanguage } from '@rules/languages';
export { textDirection } from '@/shared/i18n';
export { UNTIL_THE_APP } from './PrerenderedControlsEnabled';

// As main.tsx does: each page is rendered in the language its address names.
setLocaleLoader(loadLocale);

/** What the build read from the migrated database, as a visitor's API calls would (scripts/prerender/plan-catalogue.ts). */
export interface BuildReads {
  /** The plan catalogue's rows, PLAN_COLUMNS in position order. */
  planRows: PlanRow[];
}

/** The answers a page is drawn from, in the page's language (the cards' lines are translated as they are mapped). */
function seedFor(path: string, reads: BuildReads): PageSeed | undefined {
  const wanted = seededRoutes[path];
  if (!wanted) return undefined;
  return { getPlans: wanted.includes('getPlans') ? toPlans(reads.planRows) : undefined };
}

/**
 * A visitor page as HTML, for the build (scripts/prerender.ts): the app's tree (AppTree), as a visitor sees it
 * when the page's seed is all the data there is, so the browser's first render matches it and React
 * takes it over (hydrateRoot). The styles come inline (Emotion's server rendering); the colours are CSS
 * variables, so one rendering serves both themes. Written in `locale`, which the page's address names
 * (docs/i18n.md). `seed` is the element that carries the page's data to the app (model/page-seed.ts).
 */
export async function renderPage(
  path: string,
  locale: Locale,
  reads: BuildReads,
): Promise<{ markup: string; title: string | undefined; description: string; seed: string | undefined }> {
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
  const seed = seedFor(path, reads);
  if (seed) store.dispatch(baseApi.util.upsertQueryEntries(seedEntries(seed) as never));
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
  return {
    markup: await new Response(prelude).text(),
    title: takeTitleAskedAhead(),
    // For search engines, in the page's language (index.html's, in English).
    description: siteTexts.description,
    seed: seed && pageSeedElement(seed),
  };
}
