import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import { apiKeys, randomJwtSecret, signJwt } from '../jwt';
import { HttpError } from './http-error';
import { requestClaims } from './request-claims';

const secret = randomJwtSecret();
let ctx: ServerContext;

beforeAll(async () => {
  // Only the config and keys are read; no database is needed to check claims.
  ctx = { config: { jwtSecret: secret }, keys: await apiKeys(secret) } as ServerContext;
});

const request = (headers: Record<string, string>, url = '/rest/v1/x') => ({ headers, url }) as unknown as IncomingMessage;

describe('requestClaims', () => {
  it('takes the role from the API key when no token is sent', async () => {
    expect((await requestClaims(ctx, request({ apikey: ctx.keys.anonKey }))).role).toBe('anon');
    expect((await requestClaims(ctx, request({ apikey: ctx.keys.serviceRoleKey }))).role).toBe('service_role');
    expect((await requestClaims(ctx, request({}, `/x?apikey=${ctx.keys.anonKey}`))).role).toBe('anon');
  });

  it('takes the user from a bearer token', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, secret, 60);
    const claims = await requestClaims(ctx, request({ apikey: ctx.keys.anonKey, authorization: `Bearer ${token}` }));
    expect(claims).toMatchObject({ role: 'authenticated', sub: 'u1' });
  });

  it('throws typed 401 errors for missing keys and bad tokens', async () => {
    const reasonOf = (headers: Record<string, string>) =>
      requestClaims(ctx, request(headers)).then(
        () => 'accepted',
        (e: HttpError) => `${e.status} ${e.reason}`,
      );
    const expired = await signJwt({ role: 'authenticated', sub: 'u1' }, secret, -1);
    expect(await reasonOf({})).toBe('401 no_api_key');
    expect(await reasonOf({ apikey: 'nope' })).toBe('401 invalid_api_key');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: `Bearer ${expired}` })).toBe('401 expired_jwt');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: 'Bearer a.b.c' })).toBe('401 invalid_jwt');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: 'Bearer ' })).toBe('401 invalid_jwt');
  });
});
