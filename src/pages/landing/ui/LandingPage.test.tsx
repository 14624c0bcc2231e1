import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { planRows, type PlanRow } from '@mocks/fixtures';
import { problem, rest } from '@mocks/api';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';

describe('landing page', () => {
  beforeEach(async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' });
  });

  it('presents the five product themes', () => {
    for (const title of ['AI matchmaking', 'Safety first', 'Conversation starters', 'Filters that matter', 'Premium features']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('links to registration and to the plans', () => {
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it("teases the catalogue's plans that have a teaser reading, with their short prices", async () => {
    const free = await screen.findByRole('article', { name: 'Free plan' });
    // Its name, and its price: 'Free' for 0.
    expect(within(free).getByRole('heading', { level: 3, name: 'Free' })).toBeInTheDocument();
    expect(within(free).getAllByText('Free')).toHaveLength(2);
    expect(within(free).getByText('10 interests/day')).toBeInTheDocument();
    expect(within(free).getByText('3 photos')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Premium plan' })).getByText('$19.99/mo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Elite plan' })).getByText('$39.99/mo')).toBeInTheDocument();
    // Basic has no teaser reading: the landing page leaves it out.
    expect(screen.queryByRole('article', { name: 'Basic plan' })).not.toBeInTheDocument();
  });

  it('has every footer link of the specification, and Contact support', () => {
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      ['/about', '/careers', '/press', '/blog', '/help', '/support', '/safety', '/community', '/contact', '/cookie-policy', '/licenses', '/privacy', '/terms'].sort(),
    );
  });
});

describe("the landing page's plans", () => {
  const catalogue = (change: (rows: PlanRow[]) => void) => {
    const rows = planRows();
    change(rows);
    return rows;
  };

  it('reads them from the catalogue, whatever it holds (a price may arrive as a numeric string)', async () => {
    server.use(
      ...rest.select('plans', () =>
        catalogue((rows) => {
          Object.assign(rows[2], { name: 'Premium Plus', monthly_price: '24.5', teaser_features: ['Unlimited matches'] });
        }),
      ),
    );
    renderApp('/');
    const premium = await screen.findByRole('article', { name: 'Premium Plus plan' });
    expect(within(premium).getByText('$24.50/mo')).toBeInTheDocument();
    expect(within(premium).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Unlimited matches']);
  });

  it('holds their place with skeletons while the catalogue is on its way, the rest of the page shown', async () => {
    const answer = deferred();
    server.use(http.get(restUrl('/plans'), () => answer.promise.then(() => undefined)));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /plan$/ })).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('article', { name: 'Premium plan' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading plans' })).not.toBeInTheDocument();
  });

  it('says so when the catalogue cannot be read, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(restUrl('/plans'), () => problem(500, 'XX000', 'boom')));
    const { user } = renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load plans');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Premium plan' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('the landing page below the fold', () => {
  // A browser's observer, driven by the test: `scrollNear()` is the section coming within reach.
  let scrollNear: () => void = () => {};
  beforeEach(() => {
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {
        scrollNear = () => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('asks for the plans only when their section nears the screen: the first screen waits for no API', async () => {
    const requests = recordRequests();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' });
    expect(screen.getAllByRole('progressbar', { name: 'Loading plans' }).length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.includes('/plans'))).toEqual([]);
    scrollNear();
    expect(await screen.findByRole('article', { name: 'Premium plan' })).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/plans'))).toHaveLength(1);
  });
});
