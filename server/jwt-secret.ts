import path from 'node:path';
// With the extension: vite.config.ts loads this file through config.ts (see there).
import { createOnce, readIfExists } from './data-dir-file.ts';
import { MIN_JWT_SECRET_LENGTH, randomJwtSecret } from './jwt.ts';

/** The file in the data directory that holds its signing secret (mode 0600). */
export const JWT_SECRET_FILE = 'jwt-secret';

async function readSecretFile(file: string): Promise<string | undefined> {
  const text = await readIfExists(file);
  if (text === undefined) return undefined;
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_JWT_SECRET_LENGTH} characters). Delete it to have a new ` +
        'one made; that signs everyone out and changes the API keys.',
    );
  }
  return secret;
}

/** The data directory's own signing secret, made on first use (data-dir-file.ts: one wins a race). */
export async function dataDirJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;
  await createOnce(dataDir, JWT_SECRET_FILE, `${randomJwtSecret()}\n`);
  const secret = await readSecretFile(file);
  if (secret === undefined) throw new Error(`${file} vanished while it was being created`);
  return secret;
}
