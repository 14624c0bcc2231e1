import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, iceServersSetting, isLoopbackHost, isProductionMode, loadConfig, PUBLISHED_JWT_SECRETS, readConfig, supabasePublicOrigin } from './config';
import { JWT_SECRET_FILE } from './jwt-secret';
import { JWT_SIGNING_KEY_FILE } from './jwt-signing-keys';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ascend-config-')), 'data');
});
afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

const GOOD_SECRET = 'an-operator-chosen-secret-of-48-characters-long!';

describe('production mode', () => {
  it('is NODE_ENV=production or a HOST others can reach', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'ascend.example.com']) expect(isLoopbackHost(host)).toBe(false);
    expect(isProductionMode({})).toBe(false);
    expect(isProductionMode({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionMode({ HOST: '0.0.0.0' })).toBe(true);
  });

  it('reads NODE_ENV=production in any spelling', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production ', 'prod', 'PROD']) expect(isProductionMode({ NODE_ENV })).toBe(true);
    for (const NODE_ENV of ['development', 'test', 'productive']) expect(isProductionMode({ NODE_ENV })).toBe(false);
  });
});

describe('loadConfig: the JWT secret', () => {
  it('refuses to run in production without JWT_SECRET, saying what to do', async () => {
    for (const env of [{ NODE_ENV: 'production' }, { HOST: '0.0.0.0' }]) {
      const loading = loadConfig({ ...env, DATA_DIR: dataDir });
      await expect(loading).rejects.toThrow(ConfigError);
      await expect(loading).rejects.toThrow(/JWT_SECRET is required in production/);
    }
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters, or a published one', async () => {
    await expect(loadConfig({ JWT_SECRET: 'x'.repeat(31), DATA_DIR: dataDir })).rejects.toThrow(/at least 32 characters/);
    for (const published of PUBLISHED_JWT_SECRETS) {
      await expect(loadConfig({ JWT_SECRET: published, DATA_DIR: dataDir })).rejects.toThrow(/published example secret/);
    }
  });

  it('uses JWT_SECRET when given, in production too, and writes no secret file', async () => {
    const config = await loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, DATA_DIR: dataDir });
    expect(config.jwtSecret).toBe(GOOD_SECRET);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('gives a new data directory its own random secret, readable by its owner only, and keeps it', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = await stat(path.join(dataDir, JWT_SECRET_FILE));
    if (process.platform !== 'win32') expect(file.mode & 0o777).toBe(0o600);
    expect((await loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(first.jwtSecret);
    const otherDir = `${dataDir}-other`;
    expect((await loadConfig({ DATA_DIR: otherDir })).jwtSecret).not.toBe(first.jwtSecret);
    await rm(otherDir, { recursive: true });
  });

  it('hands every one of many simultaneous starts the same secret, and leaves no temporary file', async () => {
    const configs = await Promise.all(Array.from({ length: 20 }, () => loadConfig({ DATA_DIR: dataDir })));
    expect(new Set(configs.map((config) => config.jwtSecret)).size).toBe(1);
    expect(new Set(configs.map((config) => config.jwtSigningKeys?.[0].kid)).size).toBe(1);
    expect((await readdir(dataDir)).sort()).toEqual([JWT_SECRET_FILE, JWT_SIGNING_KEY_FILE]);
  });

  it('refuses a secret file that holds no usable secret instead of signing with it', async () => {
    await loadConfig({ DATA_DIR: dataDir });
    await writeFile(path.join(dataDir, JWT_SECRET_FILE), 'short\n');
    await expect(loadConfig({ DATA_DIR: dataDir })).rejects.toThrow(/holds no usable secret/);
  });
});

describe('supabasePublicOrigin', () => {
  it('reads SUPABASE_PUBLIC_URL, else VITE_SUPABASE_URL, as an origin', () => {
    expect(supabasePublicOrigin({})).toBeUndefined();
    expect(supabasePublicOrigin({ VITE_SUPABASE_URL: 'https://p.supabase.co/' })).toBe('https://p.supabase.co');
    const both = { SUPABASE_PUBLIC_URL: 'https://api.example.com/base', VITE_SUPABASE_URL: 'https://p.supabase.co' };
    expect(supabasePublicOrigin(both)).toBe('https://api.example.com');
  });

  it('refuses a value that is not an http(s) URL, rather than serve a policy that blocks the app', () => {
    expect(() => supabasePublicOrigin({ SUPABASE_PUBLIC_URL: 'p.supabase.co' })).toThrow(/SUPABASE_PUBLIC_URL must be an http\(s\) URL/);
    expect(() => supabasePublicOrigin({ VITE_SUPABASE_URL: "javascript:alert('x')" })).toThrow(/VITE_SUPABASE_URL/);
  });
});

describe('the functions\' secrets', () => {
  it('are the declared variables only, and only when set', () => {
    const env = { OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: '', JWT_SECRET: 'not for functions', DATABASE_URL: 'postgres://x' };
    expect(readConfig(env).functionSecrets).toEqual({ OPENAI_API_KEY: 'sk-1' });
  });
});

describe('ICE_SERVERS', () => {
  it('takes a JSON array of STUN and TURN servers for the browser, and nothing when unset', () => {
    const turn = '[{"urls": "stun:turn.example.org:3478"}, {"urls": ["turn:turn.example.org:3478", "turns:turn.example.org:5349"], "username": "u", "credential": "c"}]';
    expect(JSON.parse(iceServersSetting(turn)!)).toEqual(JSON.parse(turn));
    expect(iceServersSetting('[]')).toBe('[]');
    expect(iceServersSetting(undefined)).toBeUndefined();
    expect(readConfig({ ICE_SERVERS: '[{"urls":"stun:s.example.org"}]' }).iceServers).toBe('[{"urls":"stun:s.example.org"}]');
  });

  it('refuses a value the browser could not use, rather than break every call', () => {
    for (const bad of ['stun:s.example.org', '{"urls":"stun:s"}', '[{"urls":"http://s.example.org"}]', '[{}]', '[{"urls":[]}]']) {
      expect(() => iceServersSetting(bad)).toThrow(ConfigError);
    }
  });
});
