import type { PushMessage } from './push-message.ts';

/** A device as take_pushes gives it. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: taken, the device is gone (404, 410), or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The VAPID key pair (base64url, as web-push makes it) and who runs the server (RFC 8292 `sub`). */
export interface PushSigning {
  vapid: { publicKey: string; privateKey: string };
  /** A mailto: or https: URL a push service may contact. */
  subject: string;
}

// A push older than a day tells nothing the bell does not; the service drops it then.
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The Topic header: a push service keeps only the newest undelivered push of one topic, so a phone
 * offline all day gets one push per conversation, not ten. At most 32 base64url characters.
 */
async function topicOf(tag: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tag)));
  return btoa(String.fromCharCode(...hash)).replace(/\+/g, '-').replace(/\//g, '_').slice(0, 32);
}

/**
 * Signs (VAPID, RFC 8292), encrypts (aes128gcm, RFC 8291) and posts one push, for the embedded
 * server (server/push) and the send-push function alike: web-push makes the request, our own fetch
 * sends it, so a redirect is never followed (the endpoint was checked, its target was not) and a
 * push service that does not answer within `timeoutMs` is given up on for now.
 */
export async function sendPush(device: PushDevice, message: PushMessage, signing: PushSigning, timeoutMs: number): Promise<PushOutcome> {
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: signing.subject, publicKey: signing.vapid.publicKey, privateKey: signing.vapid.privateKey },
    contentEncoding: 'aes128gcm',
    TTL: TTL_SECONDS,
    urgency: message.kind === 'message' || message.kind === 'match' ? 'high' : 'normal',
    topic: await topicOf(message.tag),
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Uint8Array,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body says nothing we act on; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.status >= 200 && response.status < 300 ? 'sent' : 'failed';
}
