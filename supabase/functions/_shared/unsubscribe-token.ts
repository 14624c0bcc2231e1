import type { EdgeEnv } from './edge-function.ts';

// The unsubscribe link of a digest e-mail names its member and proves that we wrote it: the member
// id (16 bytes) and an HMAC-SHA256 of it (32 bytes), base64url, 64 characters. No expiry: the law
// and the mail providers expect an unsubscribe link to keep working long after it was sent, and all
// it can do is turn one member's digests off. Web Crypto, so Deno and Node run the same code.

// Keys derived for one purpose: no other use of the secret can produce a valid link.
const PURPOSE = 'ascend/email-digest-unsubscribe/v1';
const TOKEN_BYTES = 48;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const encoder = new TextEncoder();
const hmacKey = (raw: Uint8Array<ArrayBuffer> | ArrayBuffer, usages: ('sign' | 'verify')[]) =>
  crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, usages);

/** Web Crypto's key, named from the API itself: the Node type-check has no DOM library. */
export type UnsubscribeKey = Awaited<ReturnType<typeof hmacKey>>;

/** UNSUBSCRIBE_SECRET when set, else the service-role key, which every function has on both runtimes. */
export async function unsubscribeKey(env: EdgeEnv): Promise<UnsubscribeKey> {
  const secret = env.secrets.get('UNSUBSCRIBE_SECRET') ?? env.serviceRoleKey;
  const derived = await crypto.subtle.sign('HMAC', await hmacKey(encoder.encode(secret), ['sign']), encoder.encode(PURPOSE));
  return hmacKey(derived, ['sign', 'verify']);
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const uuidBytes = (id: string) => Uint8Array.from(id.replace(/-/g, '').match(/../g)!, (pair) => parseInt(pair, 16));
const uuidOf = (bytes: Uint8Array) =>
  [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The token of a member's unsubscribe links. */
export async function unsubscribeToken(key: UnsubscribeKey, memberId: string): Promise<string> {
  const id = memberId.toLowerCase();
  if (!UUID.test(id)) throw new Error('an unsubscribe token names a member id');
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, uuidBytes(id)));
  const token = new Uint8Array(TOKEN_BYTES);
  token.set(uuidBytes(id));
  token.set(mac, 16);
  return toBase64Url(token);
}

/** The member a token names, when we signed it; undefined for anything else. */
export async function memberOfUnsubscribeToken(key: UnsubscribeKey, token: string): Promise<string | undefined> {
  const bytes = token.length === 64 ? fromBase64Url(token) : undefined;
  if (bytes?.length !== TOKEN_BYTES) return undefined;
  const id = bytes.subarray(0, 16);
  // verify compares in constant time.
  return (await crypto.subtle.verify('HMAC', key, bytes.subarray(16), id)) ? uuidOf(id) : undefined;
}
