import type { Database } from '../db';
import { startPushDelivery, type PushDelivery, type PushDeliveryOptions } from './push-delivery';
import { recordPushSettings } from './push-settings';

export { dataDirVapidKeys, VAPID_KEYS_FILE, type VapidKeys } from './vapid-keys';
export { readPushTestOrigins, type PushTestOrigins } from './push-test-origins';
export { vapidSubject } from './vapid-subject';
export type { PushOutcome } from '../../supabase/functions/_shared/push-sender';

/** What the app needs to send pushes: the keys and who runs it, and the local push services allowed. */
export type PushOptions = Omit<PushDeliveryOptions, 'isMemberConnected'> & { testOrigins: readonly string[] };

export interface PushService extends PushDelivery {
  /** Resolves once the database holds this server's public key and allowed origins. */
  ready: Promise<void>;
}

/** Web Push for the embedded server (docs/notifications.md, Push notifications). */
export function startPush(db: Database, options: PushOptions & Pick<PushDeliveryOptions, 'isMemberConnected'>): PushService {
  const ready = recordPushSettings(db, options.vapid.publicKey, options.testOrigins);
  let delivery: PushDelivery | undefined;
  const started = ready.then(() => {
    delivery = startPushDelivery(db, options);
  });
  started.catch((error: unknown) => console.error('push: cannot record the VAPID key; no push is sent:', error));
  return {
    ready,
    async flush() {
      await started;
      await delivery?.flush();
    },
    async stop() {
      await started.catch(() => undefined);
      await delivery?.stop();
    },
  };
}
