import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  it('remembers a token until it expires', () => {
    const tokens = new VerifiedTokens();
    const now = Math.floor(Date.now() / 1000);
    tokens.set('live', { role: 'authenticated', sub: 'a', exp: now + 60 });
    tokens.set('dead', { role: 'authenticated', sub: 'b', exp: now - 1 });
    expect(tokens.get('live')).toMatchObject({ sub: 'a' });
    expect(tokens.get('dead')).toBeUndefined();
    expect(tokens.get('unknown')).toBeUndefined();
  });

  it('forgets the oldest tokens past its size', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 1000; i += 1) tokens.set(`t${i}`, { role: 'anon' });
    expect(tokens.get('t0')).toBeUndefined();
    expect(tokens.get('t1000')).toEqual({ role: 'anon' });
  });
});
