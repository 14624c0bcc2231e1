import { countdownLabel } from './countdown-label';

describe('countdownLabel', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [24 * 60_000 + 13_000, '24:13'],
    [12_400, '0:13'],
    [3_725_000, '1:02:05'],
    [-5_000, '0:00'],
  ])('%d ms left reads %s', (ms, label) => {
    expect(countdownLabel(ms)).toBe(label);
  });
});
