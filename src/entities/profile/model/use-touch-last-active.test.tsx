import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { baseApi } from '@/shared/api';
import { LAST_ACTIVE_TOUCH_INTERVAL_MS as INTERVAL } from '../config/last-active';
import { useTouchLastActive } from './use-touch-last-active';

const AVA = 'a0000000-0000-4000-8000-000000000001';
const MINUTE = 60_000;

let touches: number;
let visibility: DocumentVisibilityState;
beforeEach(() => {
  touches = 0;
  visibility = 'visible';
  server.use(
    http.post(restUrl('/rpc/touch_last_active'), () => {
      touches += 1;
      return HttpResponse.json(true);
    }),
  );
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderFor(me: string | undefined) {
  const store = configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(({ member }) => useTouchLastActive(member), { wrapper, initialProps: { member: me } });
}

/**
 * Time passes, then whatever was sent has arrived: the clock stands still while the request goes
 * through supabase-js and MSW (waitFor would move it on, and the interval is measured to the ms).
 */
async function wait(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 20; i++) await act(() => jest.advanceTimersByTimeAsync(0));
}
const touchesSoon = async (count: number) => {
  await wait(0);
  expect(touches).toBe(count);
};
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  fireEvent(document, new Event('visibilitychange'));
};

describe('useTouchLastActive', () => {
  it('touches at sign-in, and not before', async () => {
    const { rerender } = renderFor(undefined);
    await wait(INTERVAL * 2);
    expect(touches).toBe(0);
    rerender({ member: AVA });
    await touchesSoon(1);
  });

  it('touches again on interaction once the interval has passed, never sooner, and not without interaction', async () => {
    renderFor(AVA);
    await touchesSoon(1);
    await wait(MINUTE);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body);
    await wait(INTERVAL - MINUTE - 1);
    fireEvent.scroll(window);
    fireEvent.wheel(document.body);
    await wait(0);
    expect(touches).toBe(1);

    await wait(1);
    fireEvent.keyDown(document.body);
    await touchesSoon(2);
    // Nobody there: no interaction, no touch, however long.
    await wait(INTERVAL * 5);
    expect(touches).toBe(2);
  });

  it('sends nothing from a hidden tab, and touches when it is visible again after the interval', async () => {
    renderFor(AVA);
    await touchesSoon(1);
    setVisibility('hidden');
    await wait(INTERVAL);
    fireEvent.pointerDown(document.body);
    await wait(0);
    expect(touches).toBe(1);

    setVisibility('visible');
    await touchesSoon(2);
    // Back and forth within the interval: nothing more.
    setVisibility('hidden');
    await wait(MINUTE);
    setVisibility('visible');
    await wait(0);
    expect(touches).toBe(2);
  });

  it('sends nothing while offline, and touches on the first interaction back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFor(AVA);
    fireEvent.pointerDown(document.body);
    await wait(0);
    expect(touches).toBe(0);
    online.mockReturnValue(true);
    fireEvent.pointerDown(document.body);
    await touchesSoon(1);
  });

  it('stops at sign-out', async () => {
    const { rerender } = renderFor(AVA);
    await touchesSoon(1);
    rerender({ member: undefined });
    await wait(INTERVAL);
    fireEvent.pointerDown(document.body);
    setVisibility('hidden');
    setVisibility('visible');
    await wait(0);
    expect(touches).toBe(1);
  });
});
