import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** A file's text, or undefined when it does not exist. */
export async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `name` in the data directory once, privately (mode 0600), unless it exists: the text is
 * written to a temporary file, then hard-linked to its name. link() refuses an existing name, so when
 * two processes start at once exactly one text wins and nobody ever reads a half-written file. The
 * data directory's signing secret (jwt-secret.ts), signing key pair (jwt-signing-keys.ts) and VAPID keys
 * (server/push/vapid-keys.ts) are kept so.
 */
export async function createOnce(dataDir: string, name: string, text: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const temporary = path.join(dataDir, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, path.join(dataDir, name));
  } catch (error) {
    // Another process made it first: its text is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}
