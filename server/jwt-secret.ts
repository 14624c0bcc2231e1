import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
// With the extension: vite.config.ts loads this file through config.ts (see there).
import { MIN_JWT_SECRET_LENGTH, randomJwtSecret } from './jwt.ts';

/** The file in the data directory that holds its signing secret (mode 0600). */
export const JWT_SECRET_FILE = 'jwt-secret';

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${MIN_JWT_SECRET_LENGTH} characters). Delete it to have a new ` +
        'one made; that signs everyone out and changes the API keys.',
    );
  }
  return secret;
}

/**
 * The data directory's own signing secret, made on first use. A new secret is written to a private
 * temporary file, then hard-linked to its name: link() refuses an existing name, so when two
 * processes start at once exactly one secret wins and nobody ever reads a half-written file.
 */
export async function dataDirJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;

  await mkdir(dataDir, { recursive: true });
  const temporary = path.join(dataDir, `.${JWT_SECRET_FILE}.${randomBytes(8).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomJwtSecret()}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    // Another process made it first: its secret is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const secret = await readSecretFile(file);
  if (secret === undefined) throw new Error(`${file} vanished while it was being created`);
  return secret;
}
