/**
 * This browser's Web Push subscription, through the service worker's PushManager. Everything here
 * is the browser's: the server learns of a subscription only through push-device-api.
 */

/** True where Web Push can work: a service worker, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** The registration that controls the app, or null (development, or not registered yet). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The device's current subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** How long 'Turn on notifications' waits for a worker that is not registered yet. */
const REGISTRATION_WAIT_MS = 5_000;

/**
 * The worker registers a few seconds after the page is idle (src/app/service-worker): a click before
 * that waits for it, briefly; a build without one (development) goes on without Web Push.
 */
async function registrationSoon(): Promise<ServiceWorkerRegistration | null> {
  const found = await registration();
  if (found || !pushSupported()) return found;
  const later = new Promise<null>((resolve) => setTimeout(() => resolve(null), REGISTRATION_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, later]);
}

/** Subscribes this device with the server's public key; null when there is no service worker. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription | null> {
  const found = await registrationSoon();
  if (!found) return null;
  // userVisibleOnly: every push shows a notification (browsers accept nothing else).
  return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** What the server keeps of a subscription (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function toDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}
