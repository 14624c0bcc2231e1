import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './use-opened-once';

it('is false until the first open, then stays true through closing', () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
  expect(result.current).toBe(false);
  rerender({ open: false });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});

it('is true at once for a dialog mounted open', () => {
  const { result } = renderHook(() => useOpenedOnce(true));
  expect(result.current).toBe(true);
});
