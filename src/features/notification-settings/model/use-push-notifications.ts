import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  currentSubscription,
  pushSupported,
  subscribeDevice,
  toDeviceSubscription,
  useGetPushPublicKeyQuery,
  useLazyGetPushPublicKeyQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
} from '@/entities/push-device';
import { pushTexts } from '../config/push-texts';

/**
 * - `unsupported`: no notifications in this browser; nothing to offer.
 * - `blocked`: she refused them; only the browser's settings can undo that.
 * - `off` / `on`: this device is (not) subscribed; without Web Push (no service worker, or a server
 *   that sends none) `on` means the browser may show them while a tab is open.
 */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const notificationsSupported = () => typeof Notification !== 'undefined';

function permissionState(): PushState {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' ? 'on' : 'off';
}

/** This device's notifications: what they are now, and the two clicks that change them. */
export function usePushNotifications() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const { data: publicKey } = useGetPushPublicKeyQuery(undefined, { skip: !pushSupported() });
  const [loadKey] = useLazyGetPushPublicKeyQuery();
  const [save] = useSavePushSubscriptionMutation();
  const [remove] = useRemovePushSubscriptionMutation();
  const pushAvailable = pushSupported() && typeof publicKey === 'string';

  useEffect(() => {
    let live = true;
    void (async () => {
      const byPermission = permissionState();
      if (byPermission !== 'on' || !pushSupported()) return live && setState(byPermission);
      const subscription = await currentSubscription().catch(() => null);
      // Saved again on every visit: the server drops an endpoint its push service called gone,
      // and a device that changed hands belongs to whoever is signed in now.
      if (subscription) void save(toDeviceSubscription(subscription));
      if (live) setState(subscription || publicKey === null ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, [publicKey, save]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      // Asked for from her own click: browsers refuse to ask otherwise.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      // A click before the key's first answer waits for it.
      const key = pushSupported() ? (publicKey ?? (await loadKey(undefined, true).unwrap())) : null;
      if (key) {
        const subscription = await subscribeDevice(key);
        if (subscription) await save(toDeviceSubscription(subscription)).unwrap();
      }
      setState('on');
    } catch {
      toast.error(pushTexts.failed);
    } finally {
      setBusy(false);
    }
  }, [publicKey, loadKey, save]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove(subscription.endpoint).unwrap();
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      toast.error('Failed to turn off notifications');
    } finally {
      setBusy(false);
    }
  }, [remove]);

  return { state, busy, pushAvailable, turnOn, turnOff };
}
