import { createKnownAddresses } from './known-addresses';

let now: number;
beforeEach(() => {
  now = 0;
});
const knownAddresses = (perAccount = 2, accounts = 2) => createKnownAddresses({ perAccount, ttlMs: 1000, accounts }, () => now);

describe('known addresses', () => {
  it('knows an address for its account only, until its time is up', () => {
    const known = knownAddresses();
    known.remember('martha@example.com', '203.0.113.10');
    expect(known.has('martha@example.com', '203.0.113.10')).toBe(true);
    expect(known.has('martha@example.com', '203.0.113.11')).toBe(false);
    expect(known.has('rory@example.com', '203.0.113.10')).toBe(false);
    now = 999;
    expect(known.has('martha@example.com', '203.0.113.10')).toBe(true);
    now = 1000;
    expect(known.has('martha@example.com', '203.0.113.10')).toBe(false);
  });

  it('signing in again from an address renews it', () => {
    const known = knownAddresses();
    known.remember('martha@example.com', '203.0.113.10');
    now = 900;
    known.remember('martha@example.com', '203.0.113.10');
    now = 1500;
    expect(known.has('martha@example.com', '203.0.113.10')).toBe(true);
  });

  it('keeps the most recent addresses of an account and the most recently seen accounts', () => {
    const known = knownAddresses(2, 2);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.1', '192.0.2.3']) known.remember('martha@example.com', address);
    expect(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((address) => known.has('martha@example.com', address))).toEqual([true, false, true]);

    known.remember('rory@example.com', '192.0.2.9');
    known.remember('martha@example.com', '192.0.2.3');
    known.remember('amy@example.com', '192.0.2.9');
    expect(known.has('rory@example.com', '192.0.2.9')).toBe(false);
    expect(known.has('martha@example.com', '192.0.2.3')).toBe(true);
    expect(known.has('amy@example.com', '192.0.2.9')).toBe(true);
  });
});
