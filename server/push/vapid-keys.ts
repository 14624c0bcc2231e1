import path from 'node:path';
import webpush from 'web-push';
import { createOnce, readIfExists } from '../data-dir-file';

/** The file in the data directory that holds the server's VAPID key pair (mode 0600). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The key pair that signs every push (RFC 8292), base64url as web-push and the Push API use them. */
export interface VapidKeys {
  /** An uncompressed P-256 point (65 bytes): what the SPA subscribes with (get_push_public_key). */
  publicKey: string;
  privateKey: string;
}

const isKey = (value: unknown, length: number): value is string => typeof value === 'string' && value.length === length && /^[\w-]+$/.test(value);

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  const text = await readIfExists(file);
  if (text === undefined) return undefined;
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(text) as Partial<VapidKeys>;
  } catch {
    // Said below, with what to do.
  }
  if (!isKey(keys.publicKey, 87) || !isKey(keys.privateKey, 43)) {
    throw new Error(`${file} holds no usable VAPID key pair. Delete it to have a new one made; every device then has to turn notifications on again.`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The data directory's VAPID keys, made on first use and kept: a new pair would silence every
 * device subscribed with the old public key (docs/notifications.md, Push notifications).
 */
export async function dataDirVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  const existing = await readKeys(file);
  if (existing) return existing;
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  await createOnce(dataDir, VAPID_KEYS_FILE, `${JSON.stringify({ publicKey, privateKey })}\n`);
  const keys = await readKeys(file);
  if (!keys) throw new Error(`${file} vanished while it was being created`);
  return keys;
}
