import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows max requests per window, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.tryAcquire('ip:sign_in')).toBe(true);
    expect(limiter.tryAcquire('ip:sign_in')).toBe(true);
    expect(limiter.tryAcquire('ip:sign_in')).toBe(false);
    now += 59_999;
    expect(limiter.tryAcquire('ip:sign_in')).toBe(false);
    now += 1;
    expect(limiter.tryAcquire('ip:sign_in')).toBe(true);
  });

  it('counts each key apart', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => 0);
    expect(limiter.tryAcquire('a:sign_in')).toBe(true);
    expect(limiter.tryAcquire('a:sign_in')).toBe(false);
    expect(limiter.tryAcquire('a:sign_up')).toBe(true);
    expect(limiter.tryAcquire('b:sign_in')).toBe(true);
  });

  it('tells how long until a refused key may try again', () => {
    let now = 5_000;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => now);
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.tryAcquire('a');
    now += 20_000;
    expect(limiter.tryAcquire('a')).toBe(false);
    expect(limiter.retryAfterMs('a')).toBe(40_000);
  });

  it('tells whether a key is used up without counting a request', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    expect(limiter.exhausted('a')).toBe(false);
    limiter.tryAcquire('a');
    expect(limiter.exhausted('a')).toBe(false);
    expect(limiter.exhausted('a')).toBe(false);
    limiter.tryAcquire('a');
    expect(limiter.exhausted('a')).toBe(true);
  });
});
