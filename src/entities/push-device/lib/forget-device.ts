import { currentSubscription } from './device-subscription';

/**
 * Signing out forgets this device: the server stops pushing to it (`remove` while the member is
 * still signed in), then the browser drops the subscription, so the next member on this device
 * starts from 'Turn on notifications'. Best effort: a sign-out never waits on a failed push call.
 */
export async function forgetDevice(remove: (endpoint: string) => PromiseLike<unknown>): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await Promise.resolve(remove(subscription.endpoint)).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The browser refused (no service worker any more): nothing is left to forget here.
  }
}
