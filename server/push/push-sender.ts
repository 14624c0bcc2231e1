import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushMessage } from '../../supabase/functions/_shared/push-message';
import type { VapidKeys } from './vapid-keys';

/** A device as take_pushes gives it. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: taken, the device is gone (404, 410), or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSigning {
  vapid: VapidKeys;
  /** Who runs this server, for the push service to reach (RFC 8292: a mailto: or https: URL). */
  subject: string;
}

// A push older than a day tells nothing the bell does not; the service drops it then.
const TTL_SECONDS = 24 * 60 * 60;

/**
 * The Topic header: a push service keeps only the newest undelivered push of one topic, so a phone
 * offline all day gets one push per conversation, not ten. At most 32 base64url characters.
 */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Signs (VAPID, RFC 8292), encrypts (aes128gcm, RFC 8291) and posts one push with web-push's request
 * details and our own fetch: a redirect is never followed (the endpoint was checked, its target was
 * not), and a push service that does not answer within `timeoutMs` is given up on for now.
 */
export async function sendPush(device: PushDevice, message: PushMessage, signing: PushSigning, timeoutMs: number): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: signing.subject, publicKey: signing.vapid.publicKey, privateKey: signing.vapid.privateKey },
    contentEncoding: 'aes128gcm',
    TTL: TTL_SECONDS,
    urgency: message.kind === 'message' || message.kind === 'match' ? 'high' : 'normal',
    topic: topicOf(message.tag),
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body says nothing we act on; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.status >= 200 && response.status < 300 ? 'sent' : 'failed';
}
