import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { ConfigError, loadConfig } from './config';
import { signJwt, verifyJwt } from './jwt';
import { JWT_SIGNING_KEY_FILE, newSigningJwk } from './jwt-signing-keys';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ascend-keys-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

const SECRET = 'an-operator-chosen-secret-of-48-characters-long!';
const member = { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' } as const;
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as Record<string, unknown>;

describe('the keys that sign access tokens', () => {
  it('are the data directory’s own ES256 pair on a local server, kept privately and published without the private part', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    const [key] = config.jwtSigningKeys ?? [];
    expect(key.jwk).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), kid: expect.stringMatching(/^[0-9a-f-]{36}$/), alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true });
    if (process.platform !== 'win32') expect((await stat(path.join(dataDir, JWT_SIGNING_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect((await loadConfig({ DATA_DIR: dataDir })).jwtSigningKeys?.[0].kid).toBe(key.kid);

    const token = await signJwt(member, config, 60);
    expect(headerOf(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: key.kid });
    await expect(verifyJwt(token, config)).resolves.toMatchObject(member);
    // The API keys and older tokens stay HS256 with the secret, and are still taken.
    await expect(verifyJwt(await signJwt(member, config.jwtSecret, 60), config)).resolves.toMatchObject(member);
  });

  it('refuses a token of an unknown kid, another key under a known kid, and HS256 signed with the public key', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    const [key] = config.jwtSigningKeys ?? [];
    const other = await generateKeyPair('ES256');
    const forged = (kid: string) => new SignJWT({ ...member }).setProtectedHeader({ alg: 'ES256', kid }).setExpirationTime('1m').sign(other.privateKey);
    await expect(verifyJwt(await forged('someone-else'), config)).rejects.toThrow(/unknown key/);
    await expect(verifyJwt(await forged(key.kid), config)).rejects.toThrow(/signature/);
    const publicBytes = new TextEncoder().encode(JSON.stringify(key.jwk));
    const confused = await new SignJWT({ ...member }).setProtectedHeader({ alg: 'HS256', kid: key.kid }).setExpirationTime('1m').sign(publicBytes);
    await expect(verifyJwt(confused, config)).rejects.toThrow(/signature/);
  });

  it('are JWT_KEYS when given (GoTrue’s GOTRUE_JWT_KEYS): the first private key signs, public ones only verify', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const retired = { ...(await newSigningJwk()), kid: 'retired' };
    const { d: _d, ...retiredPublic } = retired;
    const signing = { ...(await exportJWK(rsa.privateKey)), kid: 'current', alg: 'RS256' };
    const config = await loadConfig({ JWT_SECRET: SECRET, JWT_KEYS: JSON.stringify([retiredPublic, signing]), DATA_DIR: dataDir });
    expect(config.jwtSigningKeys?.map((key) => [key.kid, key.alg, Boolean(key.privateKey)])).toEqual([['retired', 'ES256', false], ['current', 'RS256', true]]);
    const token = await signJwt(member, config, 60);
    expect(headerOf(token)).toMatchObject({ alg: 'RS256', kid: 'current' });
    await expect(verifyJwt(token, config)).resolves.toMatchObject(member);
    const oldToken = await new SignJWT({ ...member }).setProtectedHeader({ alg: 'ES256', kid: 'retired' }).setExpirationTime('1m').sign(await importJWK({ ...retired, key_ops: undefined }, 'ES256'));
    await expect(verifyJwt(oldToken, config)).resolves.toMatchObject(member);
  });

  it('are none with JWT_SECRET alone: access tokens are HS256, as a legacy project’s', async () => {
    const config = await loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.jwtSigningKeys).toBeUndefined();
    expect(headerOf(await signJwt(member, config, 60))).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses JWT_KEYS it cannot sign with, and a key file it cannot read', async () => {
    for (const value of ['not json', '[]', JSON.stringify([{ kty: 'oct', k: 'c2VjcmV0', kid: 'x' }]), JSON.stringify([{ ...(await newSigningJwk()), kid: undefined }])]) {
      await expect(loadConfig({ JWT_SECRET: SECRET, JWT_KEYS: value, DATA_DIR: dataDir })).rejects.toThrow(ConfigError);
    }
    const publicOnly = { ...(await newSigningJwk()), d: undefined };
    await expect(loadConfig({ JWT_SECRET: SECRET, JWT_KEYS: JSON.stringify([publicOnly]), DATA_DIR: dataDir })).rejects.toThrow(/no private key/);
    await loadConfig({ DATA_DIR: dataDir });
    await writeFile(path.join(dataDir, JWT_SIGNING_KEY_FILE), '{"kty":"EC"}');
    await expect(loadConfig({ DATA_DIR: dataDir })).rejects.toThrow(/holds no usable signing key/);
  });
});
