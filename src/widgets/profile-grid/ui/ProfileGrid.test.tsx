import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { discoveryRow, mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const FEED = restUrl('/rpc/get_discovery_feed');
const END = "You've seen everyone who matches your filters";

/**
 * The feed holding `count` members, as the database pages it (20 a page, keyset-paged by the last
 * row's cursor: server/db/rls/discovery-feed-paging.test.ts). Any other cursor is left unanswered.
 */
function serveOthers(count: number) {
  const rows = Array.from({ length: count }, (_, i) => discoveryRow({ username: `member_${i}`, first_name: `Member ${i}`, age: 36 }));
  const cursor = rows[19]?.cursor;
  server.use(rest.rpc<{ after?: string }>('get_discovery_feed', ({ after }) => (after === undefined ? rows.slice(0, 20) : after === cursor ? rows.slice(20) : undefined)));
  return cursor;
}

const openHome = () => renderAppAs(mockMember({ username: 'ava_rose', first_name: 'Ava', gender: 'female', birth_date: '1995-06-15', age: 31 }), '/home');

const failOnce = () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.post(FEED, () => problem(500, 'XX000', 'boom'), { once: true }));
};

/**
 * The feed fails until `mend` is called: the frame asks early, and the page, which may first show that
 * failure, asks again as it subscribes (an errored query is fetched anew for a new subscriber).
 */
const failUntilMended = () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  let failures = 0;
  server.use(http.post(FEED, () => (failing ? (failures++, problem(500, 'XX000', 'boom')) : undefined)));
  return { mend: () => void (failing = false), failures: () => failures };
};

/** Holds the feed's answers until the returned function lets them through. */
const holdFeed = () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.post(FEED, async () => void (await held)));
  return release;
};

describe('the discovery feed on /home', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows skeletons, then 20 cards; Load more asks for the page after the last cursor and ends on a short page', async () => {
    const cursor = serveOthers(25);
    const bodies = recordBodies('post', FEED);
    const release = holdFeed();
    const { user } = await openHome();
    expect(await screen.findByRole('status', { name: 'Loading profiles' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByRole('status', { name: 'Loading profiles' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(bodies).toEqual([{ page_size: 20 }, { after: cursor, page_size: 20 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the grid comes into view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      serveOthers(25);
      await openHome();
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
      act(() => observers.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('suggests wider filters when nobody is left, and opens Dating Preferences from there', async () => {
    serveOthers(0);
    const { user } = await openHome();
    expect(await screen.findByRole('heading', { name: 'No one new to show right now' })).toBeInTheDocument();
    expect(screen.getByText(/Try widening your filters/)).toBeInTheDocument();
    expect(screen.queryByText(END)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Widen your filters' }));
    expect(await screen.findByRole('dialog', { name: 'Dating Preferences' })).toBeInTheDocument();
  });

  it('says so under the last card when everyone has been seen, and opens Dating Preferences from there', async () => {
    serveOthers(25);
    const { user } = await openHome();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByText(END)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(END)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Widen your preferences to meet more people.')).toBeInTheDocument();
    // Below the grid, the last thing on the page.
    const lastCard = screen.getAllByRole('article').at(-1)!;
    expect(lastCard.compareDocumentPosition(screen.getByText(END)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Widen your filters' }));
    expect(await screen.findByRole('dialog', { name: 'Dating Preferences' })).toBeInTheDocument();
  });

  it('says so when a full last page turns out to be the last (the next one is empty)', async () => {
    serveOthers(20);
    const { user } = await openHome();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.queryByText(END)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(END)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load profiles' and loads them on Try again", async () => {
    serveOthers(2);
    const { mend, failures } = failUntilMended();
    const { user } = await openHome();
    await waitFor(() => expect(failures()).toBe(2));
    expect(await screen.findByText('Failed to load profiles')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No one new to show right now' })).not.toBeInTheDocument();
    mend();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText('Failed to load profiles')).not.toBeInTheDocument();
  });

  it('keeps the loaded cards when a later page fails, and retries that page', async () => {
    serveOthers(25);
    const { user } = await openHome();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    failOnce();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to load profiles')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText(END)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
  });
});
