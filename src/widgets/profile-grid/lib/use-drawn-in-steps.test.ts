import { act, renderHook } from '@testing-library/react';
import { useDrawnInSteps } from './use-drawn-in-steps';

describe('useDrawnInSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs the next step's timer and the render it starts. */
  const nextTask = () => act(() => jest.advanceTimersToNextTimer());

  it('draws the first items at once and the rest a step per task', () => {
    const { result } = renderHook(() => useDrawnInSteps(10, 1, 4));
    expect(result.current).toBe(1);
    nextTask();
    expect(result.current).toBe(5);
    nextTask();
    expect(result.current).toBe(9);
    nextTask();
    expect(result.current).toBe(10);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('draws items that arrive later in steps too, and no more than there are', () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total, 2, 4), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(3);
    rerender({ total: 12 });
    expect(result.current).toBe(3);
    nextTask();
    nextTask();
    expect(result.current).toBe(11);
  });

  it('starts over from the first items after the list shrank', () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnInSteps(total, 1, 4), { initialProps: { total: 9 } });
    nextTask();
    nextTask();
    expect(result.current).toBe(9);
    rerender({ total: 2 });
    expect(result.current).toBe(2);
    act(() => undefined);
    rerender({ total: 20 });
    expect(result.current).toBe(2);
    nextTask();
    expect(result.current).toBe(6);
  });
});
