/** A device's subscription as PushSubscription.toJSON() gives it. */
export interface FakeDeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface FakePushBrowser {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  answer: NotificationPermission;
  subscription: { endpoint: string; unsubscribe: jest.Mock; toJSON: () => PushSubscriptionJSON } | null;
  subscribe: jest.Mock;
}

/**
 * Notifications, a service worker and its PushManager as a browser with Web Push has them (jsdom has
 * none of them); `removeFakePushBrowser` in afterEach takes them away again.
 */
export function fakePushBrowser(
  device: FakeDeviceKeys,
  start: Partial<Pick<FakePushBrowser, 'permission' | 'answer'>> & { subscribed?: boolean } = {},
): FakePushBrowser {
  const subscription = () => ({
    endpoint: device.endpoint,
    unsubscribe: jest.fn(async () => {
      fake.subscription = null;
      return true;
    }),
    toJSON: () => ({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }),
  });
  const fake: FakePushBrowser = {
    permission: start.permission ?? 'default',
    answer: start.answer ?? 'granted',
    subscription: null,
    subscribe: jest.fn(async () => (fake.subscription = subscription())),
  };
  if (start.subscribed) fake.subscription = subscription();
  const Notification = {
    get permission() {
      return fake.permission;
    },
    requestPermission: jest.fn(async () => (fake.permission = fake.answer)),
  };
  Object.defineProperty(window, 'Notification', { value: Notification, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  const registration = { pushManager: { getSubscription: async () => fake.subscription, subscribe: fake.subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration: async () => registration }, configurable: true });
  return fake;
}

export function removeFakePushBrowser(): void {
  for (const name of ['Notification', 'PushManager'] as const) delete (window as unknown as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}
