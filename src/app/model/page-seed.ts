import type { Plan } from '@/entities/plan';
import { loadStore, loadStoreWithApi } from './late-store';

/**
 * The API's answers a prerendered page was drawn from (scripts/prerender.ts): the build read them from
 * the migrated database, as a visitor's call would, and wrote them into the page beside its markup.
 * The app takes the page over with them in its cache, so its first render is the build's without
 * asking the network, and supabase-js stays out of the visitor's first load (docs/performance.md).
 */
export interface PageSeed {
  /** The plan catalogue (plan-api.ts getPlans), in the page's language. */
  getPlans?: Plan[];
}

/** The element the build writes the seed into: JSON, never run (no CSP hash needed). */
export const PAGE_SEED_ID = 'page-seed';

/** The seed as the page's HTML carries it: `<` escaped, so no text in it can end the element. */
export const pageSeedElement = (seed: PageSeed): string =>
  `<script type="application/json" id="${PAGE_SEED_ID}">${JSON.stringify(seed).replaceAll('<', '\\u003c')}</script>`;

/** The entries the API's cache takes (RTK Query's upsertQueryEntries). */
export function seedEntries(seed: PageSeed) {
  return seed.getPlans ? [{ endpointName: 'getPlans' as const, arg: undefined, value: seed.getPlans }] : [];
}

function readSeed(): PageSeed | undefined {
  const text = document.getElementById(PAGE_SEED_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageSeed;
  } catch {
    // A page cut short: the app asks the network, as it does on a page with no seed.
    return undefined;
  }
}

/** Puts the page's seed, if it has one, into the API's cache: before the page is taken over. */
export async function takePageSeed(): Promise<void> {
  const seed = readSeed();
  if (!seed) return;
  await loadStoreWithApi();
  const [store, { baseApi }] = await Promise.all([loadStore(), import('@/shared/api')]);
  // The endpoints are injected by the entities, so the base API's type does not name them.
  store.dispatch(baseApi.util.upsertQueryEntries(seedEntries(seed) as never));
}
