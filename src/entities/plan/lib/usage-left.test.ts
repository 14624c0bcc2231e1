import { usageLeft } from './usage-left';

describe('usageLeft', () => {
  it('says what is left of a limit, never below 0, and null for no limit', () => {
    expect(usageLeft({ used: 3, limit: 10 })).toBe(7);
    expect(usageLeft({ used: 12, limit: 10 })).toBe(0);
    expect(usageLeft({ used: 40, limit: null })).toBeNull();
  });
});
