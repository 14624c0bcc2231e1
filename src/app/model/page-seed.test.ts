import { planApi, toPlans, type Plan } from '@/entities/plan';
import { planRows } from '@mocks/fixtures';
import { loadStore, storeOnDemand } from './late-store';
import { PAGE_SEED_ID, pageSeedElement, takePageSeed } from './page-seed';

/** The page's HTML as the build writes it: markup, then the seed. */
function writePage(seedElement: string) {
  document.body.innerHTML = `<div id="root"></div>${seedElement}`;
}

/** The plans in the API's cache, where a page's useGetPlansQuery would find them (none before the API is in the store). */
async function cachedPlans(): Promise<Plan[] | undefined> {
  const state = (await loadStore()).getState();
  return state.api ? planApi.endpoints.getPlans.select()(state as Parameters<ReturnType<typeof planApi.endpoints.getPlans.select>>[0]).data : undefined;
}

describe('a prerendered page’s seed (the data the build drew it from)', () => {
  beforeAll(() => storeOnDemand());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is written so that no text in it can end its element, and read back whole', () => {
    const plans: Plan[] = toPlans(planRows());
    plans[0] = { ...plans[0], name: '</script><script>alert(1)</script>' };
    writePage(pageSeedElement({ getPlans: plans }));
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.getElementById(PAGE_SEED_ID)!.textContent!)).toEqual({ getPlans: plans });
  });

  it('leaves the cache as it is on a page cut short (the app then asks the API)', async () => {
    writePage(`<script type="application/json" id="${PAGE_SEED_ID}">{"getPlans":[{"tier"</script>`);
    await takePageSeed();
    expect(await cachedPlans()).toBeUndefined();
  });

  it('puts the page’s plans into the API’s cache before the page is taken over', async () => {
    const plans = toPlans(planRows());
    writePage(pageSeedElement({ getPlans: plans }));
    await takePageSeed();
    expect(await cachedPlans()).toEqual(plans);
  });
});
