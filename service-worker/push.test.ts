import { fakeWindow, fakeWindows } from './fake-windows';
import { handlePush, NOTIFICATION_BADGE, NOTIFICATION_ICON, parsePushPayload, type NotificationShowOptions } from './push';

const message = {
  v: 1,
  kind: 'message',
  title: 'Ascend',
  body: '“Noah”: Coffee on Saturday?',
  url: '/messages/3f1c2a9e-0000-4000-8000-000000000001',
  tag: 'message:3f1c2a9e-0000-4000-8000-000000000001',
  notificationId: '9b7e0c55-0000-4000-8000-000000000002',
};

function recorder() {
  const shown: { title: string; options: NotificationShowOptions }[] = [];
  return { shown, registration: { showNotification: async (title: string, options: NotificationShowOptions) => void shown.push({ title, options }) } };
}

describe('a push arriving at the worker', () => {
  it('shows the notification with its tag (a later push for the conversation replaces it) and its link', async () => {
    const { windows } = fakeWindows([fakeWindow({ visibilityState: 'hidden' }).window]);
    const { shown, registration } = recorder();
    await handlePush(JSON.stringify(message), windows, registration);
    expect(shown).toEqual([
      {
        title: 'Ascend',
        options: { body: message.body, tag: message.tag, renotify: true, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { url: message.url } },
      },
    ]);
  });

  it('shows nothing while the member looks at the app: it shows the news itself', async () => {
    const { windows } = fakeWindows([fakeWindow({ focused: true, visibilityState: 'visible' }).window]);
    const { shown, registration } = recorder();
    await handlePush(JSON.stringify(message), windows, registration);
    expect(shown).toEqual([]);
  });

  it('shows it when the app is open but not in front (visible behind another window, or focused but hidden)', async () => {
    for (const state of [{ focused: false, visibilityState: 'visible' }, { focused: true, visibilityState: 'hidden' }]) {
      const { windows } = fakeWindows([fakeWindow(state).window]);
      const { shown, registration } = recorder();
      await handlePush(JSON.stringify(message), windows, registration);
      expect(shown).toHaveLength(1);
    }
  });

  it('shows a plain notice linking to the notifications for a push it cannot read, never a link elsewhere', async () => {
    for (const data of [null, 'not json', '[]', JSON.stringify({ ...message, v: 2 }), JSON.stringify({ ...message, url: 'https://evil.test/' }), JSON.stringify({ ...message, url: '//evil.test/' }), JSON.stringify({ ...message, kind: 'other' })]) {
      const { windows } = fakeWindows([]);
      const { shown, registration } = recorder();
      await handlePush(data, windows, registration);
      expect(shown).toEqual([expect.objectContaining({ title: 'Ascend', options: expect.objectContaining({ tag: 'ascend', data: { url: '/notifications' } }) })]);
    }
  });

  it('writes that notice in the first of the browser’s languages Ascend speaks, else in English', async () => {
    const notice = async (languages: readonly string[]) => {
      const { shown, registration } = recorder();
      await handlePush('not json', fakeWindows([]).windows, registration, languages);
      return shown[0].options.body;
    };
    expect(await notice(['fr-FR', 'es-MX', 'de'])).toBe('Tienes algo nuevo.');
    expect(await notice(['ar-EG'])).toBe('لديك شيء جديد.');
    expect(await notice(['fr-FR'])).toBe('You have something new.');
    expect(await notice([])).toBe('You have something new.');
  });
});

describe('parsePushPayload', () => {
  it('reads each kind of the contract', () => {
    for (const [kind, url] of [['match', '/messages/a'], ['like', '/home?likes'], ['connection_request', '/home?likes'], ['message', '/messages/a'], ['profile_view', '/profile/a']]) {
      expect(parsePushPayload(JSON.stringify({ ...message, kind, url, tag: `${kind}:a` }))).toEqual({ ...message, kind, url, tag: `${kind}:a` });
    }
  });

  it('refuses an empty or overlong title or body', () => {
    expect(parsePushPayload(JSON.stringify({ ...message, body: '' }))).toBeUndefined();
    expect(parsePushPayload(JSON.stringify({ ...message, title: 'x'.repeat(201) }))).toBeUndefined();
  });
});
