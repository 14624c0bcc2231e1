import { EventRateLimiter } from './event-rate-limiter';

describe('EventRateLimiter', () => {
  it('lets 10 events through at once, refuses the 11th, and refills at 10 per second', () => {
    let now = 0;
    const limiter = new EventRateLimiter(10, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
    now += 100;
    expect(limiter.tryTake()).toBe(true);
    expect(limiter.tryTake()).toBe(false);
  });

  it('lets a steady 10 per second through for ever', () => {
    let now = 0;
    const limiter = new EventRateLimiter(10, () => now);
    for (let i = 0; i < 100; i++, now += 100) expect(limiter.tryTake()).toBe(true);
  });
});
