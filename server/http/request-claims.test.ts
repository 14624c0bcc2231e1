import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import type { Database } from '../db';
import { apiKeys, randomJwtSecret, signJwt } from '../jwt';
import { HttpError } from './http-error';
import { requestClaims } from './request-claims';
import { ENDED_SUBJECT } from './token-subject';

const secret = randomJwtSecret();
const MEMBER = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-0000000000a1';
let ctx: ServerContext;
let lookups: unknown[][];

// The database as the token check sees it: one member with one live session.
const accounts = {
  query: async (_sql: string, params: unknown[]) => {
    lookups.push(params);
    const [sub, sessionId] = params;
    return { rows: [{ user_exists: sub === MEMBER, session_exists: sessionId === null || sessionId === SESSION }], fields: [] };
  },
} as unknown as Database;

beforeAll(async () => {
  ctx = { config: { jwtSecret: secret }, keys: await apiKeys(secret), db: accounts } as ServerContext;
});
beforeEach(() => {
  lookups = [];
});

const request = (headers: Record<string, string>, url = '/rest/v1/x') => ({ headers, url }) as unknown as IncomingMessage;

describe('requestClaims', () => {
  it('takes the role from the API key when no token is sent', async () => {
    expect((await requestClaims(ctx, request({ apikey: ctx.keys.anonKey }))).role).toBe('anon');
    expect((await requestClaims(ctx, request({ apikey: ctx.keys.serviceRoleKey }))).role).toBe('service_role');
    expect((await requestClaims(ctx, request({}, `/x?apikey=${ctx.keys.anonKey}`))).role).toBe('anon');
  });

  it('takes the user from a bearer token', async () => {
    const token = await signJwt({ role: 'authenticated', sub: MEMBER, session_id: SESSION }, secret, 60);
    const claims = await requestClaims(ctx, request({ apikey: ctx.keys.anonKey, authorization: `Bearer ${token}` }));
    expect(claims).toMatchObject({ role: 'authenticated', sub: MEMBER });
  });

  it('asks the database nothing for a token that names no user, such as an API key', async () => {
    const scriptToken = await signJwt({ role: 'service_role' }, secret, 60);
    await requestClaims(ctx, request({ apikey: ctx.keys.anonKey, authorization: `Bearer ${scriptToken}` }));
    await requestClaims(ctx, request({ apikey: ctx.keys.serviceRoleKey }));
    expect(lookups).toEqual([]);
  });

  it('refuses with 401 a valid token whose user no longer exists or whose session ended', async () => {
    const refusal = async (claims: Record<string, string>) => {
      const token = await signJwt({ role: 'authenticated', ...claims }, secret, 60);
      return requestClaims(ctx, request({ apikey: ctx.keys.anonKey, authorization: `Bearer ${token}` })).then(
        () => 'accepted',
        (e: HttpError) => [e.status, e.reason, e.body.code, e.message].join(' '),
      );
    };
    const deleted = '00000000-0000-4000-8000-000000000002';
    const ended = '00000000-0000-4000-8000-0000000000a2';
    expect(await refusal({ sub: deleted })).toBe(`401 revoked_jwt PGRST303 ${ENDED_SUBJECT.user}`);
    expect(await refusal({ sub: 'not-a-user-id' })).toBe(`401 revoked_jwt PGRST303 ${ENDED_SUBJECT.user}`);
    expect(await refusal({ sub: MEMBER, session_id: ended })).toBe(`401 revoked_jwt PGRST303 ${ENDED_SUBJECT.session}`);
    expect(await refusal({ sub: MEMBER })).toBe('accepted');
  });

  it('throws typed 401 errors for missing keys and bad tokens', async () => {
    const reasonOf = (headers: Record<string, string>) =>
      requestClaims(ctx, request(headers)).then(
        () => 'accepted',
        (e: HttpError) => `${e.status} ${e.reason}`,
      );
    const expired = await signJwt({ role: 'authenticated', sub: MEMBER }, secret, -1);
    expect(await reasonOf({})).toBe('401 no_api_key');
    expect(await reasonOf({ apikey: 'nope' })).toBe('401 invalid_api_key');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: `Bearer ${expired}` })).toBe('401 expired_jwt');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: 'Bearer a.b.c' })).toBe('401 invalid_jwt');
    expect(await reasonOf({ apikey: ctx.keys.anonKey, authorization: 'Bearer ' })).toBe('401 invalid_jwt');
  });
});
