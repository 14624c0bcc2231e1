import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_BURST_MS, EARLY_REQUESTS_KEY, EARLY_WINDOW_MS, forgetEarlyRequests, withEarlyRequests, type EarlyPage } from './early-requests';
import { getSupabase } from './supabase-client';

// public/early-requests.js runs before the app and cannot import early-requests.ts: these tests run the
// file as index.html does and hold the two to one format.
const earlyScript = readFileSync(path.join(process.cwd(), 'public', 'early-requests.js'), 'utf8');

const REST = 'http://localhost:54321/rest/v1/';
const AVA = 'd0000000-0000-4000-8000-000000000001';
const NOAH = 'd0000000-0000-4000-8000-000000000002';
const FEED = `${REST}rpc/get_discovery_feed`;
const PROFILE = `${REST}profiles?select=*&id=eq.${AVA}`;

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function token(sub: string, { role = 'authenticated', expiresInS = 3600 } = {}): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ sub, role, exp: Math.floor(Date.now() / 1000) + expiresInS })}.signature`;
}
const bearer = (sub: string, options?: Parameters<typeof token>[1]) => `Bearer ${token(sub, options)}`;

function storeSession(accessToken: string): void {
  localStorage.setItem('sb-localhost-auth-token', JSON.stringify({ access_token: accessToken, refresh_token: 'r', expires_at: 0 }));
}

/** Runs public/early-requests.js as index.html does, as a classic script. */
function runEarlyScript(): void {
  const script = document.createElement('script');
  script.textContent = earlyScript;
  document.head.append(script);
  script.remove();
}

const answer = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

function setUp({ page = '/home', now = 500 } = {}) {
  const network = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(async () => answer('"from the network"'));
  const clock = { now, page };
  const fetchEarly = withEarlyRequests(network, {
    restUrl: REST,
    page,
    storage: localStorage,
    now: () => clock.now,
    currentPage: () => clock.page,
    earlyResponses: () => window.ascendEarlyResponses,
  });
  return { network, clock, fetchEarly };
}

const notes = (): Record<string, EarlyPage> => JSON.parse(localStorage.getItem(EARLY_REQUESTS_KEY) ?? '{}') as Record<string, EarlyPage>;
const feedRequest = (authorization: string): RequestInit => ({
  method: 'POST',
  headers: { apikey: 'anon', Authorization: authorization, 'Content-Type': 'application/json' },
  body: '{"page_size":20}',
});
const profileRequest = (authorization: string): RequestInit => ({ headers: { apikey: 'anon', Authorization: authorization } });

afterEach(() => {
  localStorage.clear();
  delete window.ascendEarlyResponses;
  jest.restoreAllMocks();
});

describe('noting a cold load’s first reads', () => {
  it('notes reads and read-only functions under the opened page, with the member and without her token', async () => {
    const { fetchEarly, network } = setUp();
    await fetchEarly(PROFILE, profileRequest(bearer(AVA)));
    await fetchEarly(FEED, feedRequest(bearer(AVA)));
    expect(network).toHaveBeenCalledTimes(2);
    expect(notes()).toEqual({
      '/home': {
        user: AVA,
        requests: [
          { url: PROFILE, method: 'GET', headers: { apikey: 'anon' } },
          { url: FEED, method: 'POST', headers: { apikey: 'anon', 'content-type': 'application/json' }, body: '{"page_size":20}' },
        ],
      },
    });
    expect(localStorage.getItem(EARLY_REQUESTS_KEY)).not.toContain('Bearer');
  });

  it('leaves out writes, requests without a member, other APIs, and whatever comes after a navigation or the first seconds', async () => {
    const { fetchEarly, clock } = setUp();
    await fetchEarly(`${REST}rpc/touch_last_active`, { ...feedRequest(bearer(AVA)), body: '{}' });
    await fetchEarly(`${REST}profiles?id=eq.${AVA}`, { method: 'PATCH', headers: { Authorization: bearer(AVA) }, body: '{}' });
    await fetchEarly(PROFILE, profileRequest('Bearer anon-key'));
    await fetchEarly(PROFILE, profileRequest(bearer(AVA, { role: 'anon' })));
    await fetchEarly('http://localhost:54321/auth/v1/user', profileRequest(bearer(AVA)));
    expect(notes()).toEqual({});
    clock.page = '/messages';
    await fetchEarly(PROFILE, profileRequest(bearer(AVA)));
    clock.page = '/home';
    clock.now = EARLY_WINDOW_MS + 1;
    await fetchEarly(PROFILE, profileRequest(bearer(AVA)));
    expect(notes()).toEqual({});
  });

  it('leaves out a read that names a moment, which the next load would ask with another', async () => {
    const { fetchEarly } = setUp();
    const since = encodeURIComponent('2026-11-26T15:40:00.000Z');
    await fetchEarly(`${REST}messages?select=*&receiver_id=eq.${AVA}&created_at=gt.${since}`, profileRequest(bearer(AVA)));
    await fetchEarly(`${REST}rpc/get_conversations`, { ...feedRequest(bearer(AVA)), body: '{"p_before":"2026-11-26T15:40:00Z"}' });
    await fetchEarly(PROFILE, profileRequest(bearer(AVA)));
    expect(notes()['/home'].requests.map((request) => request.url)).toEqual([PROFILE]);
  });

  it('notes the first burst only: what the page asks for after its first answers is not waited for', async () => {
    const { fetchEarly, clock } = setUp();
    await fetchEarly(FEED, feedRequest(bearer(AVA)));
    clock.now += EARLY_BURST_MS;
    await fetchEarly(PROFILE, profileRequest(bearer(AVA)));
    clock.now += 1;
    await fetchEarly(FEED, { ...feedRequest(bearer(AVA)), body: '{"page_size":20,"after":"cursor"}' });
    expect(notes()['/home'].requests.map((r) => [r.url, r.body])).toEqual([
      [FEED, '{"page_size":20}'],
      [PROFILE, undefined],
    ]);
  });

  it('keeps six requests a page and the eight pages opened last', async () => {
    for (let i = 0; i < 9; i += 1) {
      const { fetchEarly } = setUp({ page: `/profile/${i}` });
      for (let r = 0; r < 8; r += 1) await fetchEarly(`${REST}photos?n=${r}`, profileRequest(bearer(AVA)));
    }
    expect(Object.keys(notes())).toEqual(['/profile/1', '/profile/2', '/profile/3', '/profile/4', '/profile/5', '/profile/6', '/profile/7', '/profile/8']);
    expect(notes()['/profile/8'].requests.map((r) => r.url)).toEqual([0, 1, 2, 3, 4, 5].map((r) => `${REST}photos?n=${r}`));
  });
});

describe('the next cold load', () => {
  function noteHome(sub = AVA) {
    localStorage.setItem(
      EARLY_REQUESTS_KEY,
      JSON.stringify({
        '/home': {
          user: sub,
          requests: [
            { url: PROFILE, method: 'GET', headers: { apikey: 'anon' } },
            { url: FEED, method: 'POST', headers: { apikey: 'anon', 'content-type': 'application/json' }, body: '{"page_size":20}' },
          ],
        },
      }),
    );
  }

  function browserFetch() {
    return jest.spyOn(window, 'fetch').mockImplementation(async (input) => answer(JSON.stringify(`early ${String(input)}`)));
  }

  it('asks for the noted reads with the stored session, and the app takes each answer once instead of asking again', async () => {
    window.history.replaceState(null, '', '/home');
    const accessToken = token(AVA);
    storeSession(accessToken);
    noteHome();
    const early = browserFetch();
    runEarlyScript();
    expect(early).toHaveBeenCalledTimes(2);
    expect(early).toHaveBeenCalledWith(FEED, {
      method: 'POST',
      headers: { apikey: 'anon', 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: '{"page_size":20}',
    });

    const { fetchEarly, network } = setUp();
    await expect((await fetchEarly(FEED, feedRequest(`Bearer ${accessToken}`))).json()).resolves.toBe(`early ${FEED}`);
    await expect((await fetchEarly(PROFILE, profileRequest(`Bearer ${accessToken}`))).json()).resolves.toBe(`early ${PROFILE}`);
    expect(network).not.toHaveBeenCalled();
    // Once: the page asking again (a refetch) goes to the network.
    await expect((await fetchEarly(FEED, feedRequest(`Bearer ${accessToken}`))).json()).resolves.toBe('from the network');
  });

  it('is not used for another request, another token, other headers, or once the first seconds are over', async () => {
    window.history.replaceState(null, '', '/home');
    const accessToken = token(AVA);
    storeSession(accessToken);
    noteHome();
    browserFetch();
    runEarlyScript();
    const { fetchEarly, network, clock } = setUp();
    await fetchEarly(FEED, { ...feedRequest(`Bearer ${accessToken}`), body: '{"page_size":20,"after":"x"}' });
    await fetchEarly(FEED, feedRequest(bearer(AVA, { expiresInS: 7200 })));
    await fetchEarly(PROFILE, { headers: { ...profileRequest(`Bearer ${accessToken}`).headers, Accept: 'application/vnd.pgrst.object+json' } });
    clock.now = EARLY_WINDOW_MS + 1;
    await fetchEarly(PROFILE, profileRequest(`Bearer ${accessToken}`));
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('asks the network when the early request got no answer', async () => {
    window.history.replaceState(null, '', '/home');
    const accessToken = token(AVA);
    storeSession(accessToken);
    noteHome();
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    runEarlyScript();
    const { fetchEarly, network } = setUp();
    await expect((await fetchEarly(FEED, feedRequest(`Bearer ${accessToken}`))).json()).resolves.toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another member’s notes', () => (storeSession(token(NOAH)), noteHome(AVA))],
    ['a session about to be refreshed', () => (storeSession(token(AVA, { expiresInS: 60 })), noteHome())],
    ['no session', () => noteHome()],
    ['another page', () => (storeSession(token(AVA)), noteHome(), window.history.replaceState(null, '', '/messages'))],
    ['the app already asking', () => (storeSession(token(AVA)), noteHome(), (window.ascendEarlyResponses = []))],
  ])('asks for nothing with %s', (_case, arrange) => {
    window.history.replaceState(null, '', '/home');
    arrange();
    const early = browserFetch();
    runEarlyScript();
    expect(early).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('forgets the notes, which name the member', async () => {
    localStorage.setItem(EARLY_REQUESTS_KEY, JSON.stringify({ '/home': { user: AVA, requests: [] } }));
    const supabase = await getSupabase();
    await supabase.auth.signOut({ scope: 'local' });
    expect(localStorage.getItem(EARLY_REQUESTS_KEY)).toBeNull();
  });

  it('forgets nothing else, and minds blocked storage', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem(EARLY_REQUESTS_KEY, '{}');
    forgetEarlyRequests();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(() => forgetEarlyRequests({ removeItem: () => { throw new DOMException('blocked', 'SecurityError'); } } as unknown as Storage)).not.toThrow();
    // Where the browser blocks storage, reading `window.localStorage` itself throws.
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => forgetEarlyRequests()).not.toThrow();
    blocked.mockRestore();
  });
});
