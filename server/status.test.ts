import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiKeys } from './jwt';
import { JWT_SECRET_FILE } from './jwt-secret';
import { serverStatus } from './status';

describe('npm run status', () => {
  it("prints the keys of the data directory's own secret, the one the server signs with", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-status-'));
    try {
      const status = await serverStatus({ DATA_DIR: dataDir, PORT: '3456' });
      const secret = (await readFile(path.join(dataDir, JWT_SECRET_FILE), 'utf8')).trim();
      const keys = await apiKeys(secret);
      expect(status).toEqual({ api_url: 'http://127.0.0.1:3456', anon_key: keys.anonKey, service_role_key: keys.serviceRoleKey });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
