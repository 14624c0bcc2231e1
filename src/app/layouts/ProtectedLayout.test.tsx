import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { authError } from '@mocks/auth/auth-error';
import { userMetadataUpdates } from '@mocks/auth/user-metadata-updates';
import { mockMember, photoRow, type ProfileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { authUrl, restUrl } from '@mocks/supabase-url';
import { recordBodies, recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';
import { renderAppAs, signInAs } from '@test/sign-in-as';
import { profileApi } from '@/entities/profile';

/** What the walk-through asks for, all given: as the demo members have it. */
const settled: Partial<ProfileRow> = {
  first_name: 'Ava', birth_date: '1995-06-15', location: 'New York City, NY', interests: ['Art', 'Travel', 'Photography'],
  photo_rows: [photoRow({ user_id: 'ava', is_primary: true })],
};
const notThrough = { user_metadata: {} };
const through = { user_metadata: { onboarding: 'done' } };

const discover = () => screen.findByRole('heading', { level: 1, name: 'Discover' });

describe('who the signed-in frame walks through first', () => {
  let metadata: Record<string, unknown>[];
  beforeEach(() => {
    metadata = [];
    server.use(rest.rpc('get_discovery_feed', []), userMetadataUpdates(metadata));
  });

  it('lets a settled member from before the walk-through (a demo member) in, and remembers her as through', async () => {
    await renderAppAs(mockMember(settled, notThrough), '/home');
    expect(await discover()).toBeInTheDocument();
    // So that a gap she makes later (her only photo deleted) never sends her into it.
    await waitFor(() => expect(metadata).toEqual([{ onboarding: 'done' }]));
  });

  it.each([
    ['a city', { location: null }],
    ['a photo', { photo_rows: [] }],
    ['three interests', { interests: ['Art', 'Travel'] }],
  ])('walks a new member who lacks %s through first, then back where she was going', async (_lack, gap) => {
    const member = mockMember({ ...settled, ...gap }, notThrough);
    const { user } = await renderAppAs(member, '/messages');
    expect(await screen.findByRole('list', { name: 'Your first steps' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(metadata).toEqual([]);
    while (!screen.queryByRole('button', { name: 'Finish' })) await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('lets a member who finished or skipped it in, whatever her profile lacks, without writing again', async () => {
    const requests = recordRequests();
    await renderAppAs(mockMember({ first_name: 'Jamie', birth_date: '1994-03-08' }, through), '/home');
    expect(await discover()).toBeInTheDocument();
    expect(requests).toContain('GET /auth/v1/user');
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  it('asks for missing basics whatever her metadata says', async () => {
    await renderAppAs(mockMember({ ...settled, birth_date: null, basics_complete: false }, through), '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you meet anyone' })).toBeInTheDocument();
  });

  it('lets her in when the auth service does not say whether she is through', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // Signing in asks /token; only the later read of her user fails.
    server.use(http.get(authUrl('/user'), () => authError(500, 'unexpected_failure', 'boom')));
    await renderAppAs(mockMember({ first_name: 'Jamie', birth_date: '1994-03-08' }, notThrough), '/home');
    expect(await discover()).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('the signed-in frame offline (opened from the service worker, docs/pwa.md)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows her page at once instead of waiting for a profile that cannot come', async () => {
    // After mockMember, whose own handlers would answer first.
    const member = mockMember(settled, through);
    server.use(http.get(restUrl('/profiles'), () => delay('infinite')));
    await signInAs(member);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/messages', { liveSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('keeps the page once a first load failed, while a refetch asks again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let asked = 0;
    const member = mockMember(settled, through);
    server.use(http.get(restUrl('/profiles'), () => (++asked === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : delay('infinite'))));
    const { store } = await renderAppAs(member, '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    // Outside React: the refetch's state changes reach the header's buttons inside act.
    act(() => void store.dispatch(profileApi.util.invalidateTags([{ type: 'Profile' }])));
    await waitFor(() => expect(asked).toBeGreaterThan(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your profile' })).not.toBeInTheDocument();
    // The failure, and nothing else (no update outside act).
    expect(logged.mock.calls).toEqual([['Load own profile failed', expect.objectContaining({ message: 'down' })]]);
  });
});

describe('what the signed-in frame does for every page', () => {
  it("tells the database she is here once she is signed in (entities/profile: use-touch-last-active.test.tsx has the timing)", async () => {
    server.use(rest.rpc('get_discovery_feed', []));
    const touches = recordBodies('post', restUrl('/rpc/touch_last_active'));
    await renderAppAs(mockMember(settled, through), '/home');
    expect(await discover()).toBeInTheDocument();
    await waitFor(() => expect(touches).toEqual([{}]));
  });
});

describe("the opened page's first data", () => {
  // Her profile is held: what the frame asks for before it renders the page shows.
  beforeEach(() => server.use(http.get(restUrl('/profiles'), () => delay('infinite')), rest.rpc('get_discovery_feed', [])));

  it.each([
    ['/home', 'POST /rest/v1/rpc/get_discovery_feed'],
    ['/messages', 'POST /rest/v1/rpc/get_conversations'],
  ])('is asked for at %s beside her profile, not after it', async (path, request) => {
    const requests = recordRequests();
    await renderAppAs(mockMember(settled, through), path);
    await waitFor(() => expect(requests).toContain(request));
    expect(screen.getByRole('progressbar', { name: 'Loading your profile' })).toBeInTheDocument();
  });

  it('is not asked for on pages whose data comes later', async () => {
    const requests = recordRequests();
    await renderAppAs(mockMember(settled, through), '/settings');
    await waitFor(() => expect(requests).toContain('GET /rest/v1/profiles'));
    expect(requests.filter((request) => /get_discovery_feed|get_conversations/.test(request))).toEqual([]);
  });
});
