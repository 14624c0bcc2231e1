import { randomUUID } from 'node:crypto';
import type { EdgeEnv } from './edge-function';
import type { FunctionSecretName } from './function-secrets';
import { memberOfUnsubscribeToken, unsubscribeKey, unsubscribeToken } from './unsubscribe-token';

const envWith = (serviceRoleKey: string, secrets: Partial<Record<FunctionSecretName, string>> = {}): EdgeEnv => ({
  supabaseUrl: 'http://127.0.0.1:3000',
  anonKey: 'anon',
  serviceRoleKey,
  secrets: { get: (name) => secrets[name] },
});

describe('unsubscribe tokens', () => {
  it('name their member, URL-safe, 64 characters', async () => {
    const key = await unsubscribeKey(envWith('service-key'));
    const member = randomUUID();
    const token = await unsubscribeToken(key, member);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await memberOfUnsubscribeToken(key, token)).toBe(member);
  });

  it('are refused when forged, cut, or signed with another key', async () => {
    const key = await unsubscribeKey(envWith('service-key'));
    const token = await unsubscribeToken(key, randomUUID());
    // Another member's id with the first one's signature.
    const otherId = (await unsubscribeToken(key, randomUUID())).slice(0, 21);
    const flipped = token.slice(0, 40) + (token[40] === 'A' ? 'B' : 'A') + token.slice(41);
    const forged = [otherId + token.slice(21), flipped, token.slice(0, 63), `${token}A`, '', 'not a token', '!'.repeat(64)];
    for (const candidate of forged) expect(await memberOfUnsubscribeToken(key, candidate)).toBeUndefined();
    expect(await memberOfUnsubscribeToken(await unsubscribeKey(envWith('another-service-key')), token)).toBeUndefined();
  });

  it('are signed with UNSUBSCRIBE_SECRET when it is set, whatever the service-role key', async () => {
    const member = randomUUID();
    const token = await unsubscribeToken(await unsubscribeKey(envWith('key-one', { UNSUBSCRIBE_SECRET: 'links' })), member);
    expect(await memberOfUnsubscribeToken(await unsubscribeKey(envWith('key-two', { UNSUBSCRIBE_SECRET: 'links' })), token)).toBe(member);
    expect(await memberOfUnsubscribeToken(await unsubscribeKey(envWith('key-one')), token)).toBeUndefined();
  });
});
