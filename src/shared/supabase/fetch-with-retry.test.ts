import { http, HttpResponse } from 'msw';
import { offline, problem } from '@mocks/api';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { createRetryingFetch } from './fetch-with-retry';

const url = restUrl('/profiles');

describe('createRetryingFetch (SPEC §7: retry once after 1 s)', () => {
  afterEach(() => jest.useRealTimers());

  it('retries a request that failed on the network once, one second later', async () => {
    jest.useFakeTimers();
    const base = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('[]', { status: 200 }));
    const pending = createRetryingFetch(base)(url);

    await jest.advanceTimersByTimeAsync(999);
    expect(base).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(base).toHaveBeenCalledTimes(2);
    await expect(pending).resolves.toHaveProperty('status', 200);
  });

  it('gives up after the second network failure', async () => {
    const base = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createRetryingFetch(base, 1)(url)).rejects.toThrow('Failed to fetch');
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer with an error status', async () => {
    server.use(http.get(url, () => problem(500, 'XX000', 'boom')));
    const spy = jest.fn((...args: Parameters<typeof fetch>) => fetch(...args));
    const response = await createRetryingFetch(spy, 1)(url);
    expect(response.status).toBe(500);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('does not retry a request the caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const base = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('aborted'));
    await expect(createRetryingFetch(base, 1)(url, { signal: controller.signal })).rejects.toThrow();
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('recovers through a real fetch when the network comes back', async () => {
    let calls = 0;
    server.use(
      http.get(url, () => {
        calls += 1;
        return calls === 1 ? offline() : HttpResponse.json([{ id: 1 }]);
      }),
    );
    const response = await createRetryingFetch(undefined, 5)(url);
    await expect(response.json()).resolves.toEqual([{ id: 1 }]);
    expect(calls).toBe(2);
  });
});
