import { changeLocale } from '@/shared/i18n';
import type { MemberNotification } from './notification';
import { showInBrowser } from './show-in-browser';

// The browser's notification is plain text the system draws: a name's line breaks would be lines of
// their own there, under the app's name.
const shown: { title: string; options?: NotificationOptions }[] = [];
class FakeNotification {
  static permission = 'granted';
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  }
}

beforeEach(() => {
  shown.length = 0;
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: FakeNotification });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Notification');
  Reflect.deleteProperty(document, 'hidden');
});

const like = (firstName: string | null, username: string | null = 'sam_1'): MemberNotification => ({
  id: 'n1',
  kind: 'like',
  actorId: 'a1',
  createdAt: '2026-11-28T10:00:00Z',
  readAt: null,
  actor: { firstName, username, primaryPhotoUrl: null },
});

it('names the other member on one line, quoted and capped', async () => {
  await showInBrowser('n1', 'me', async () => ({ data: [like('Sam\n\nACTION NEEDED: verify at evil.example/v')] }));
  expect(shown).toEqual([{ title: 'Ascend', options: { body: '“Sam ACTION NEEDED: verify at…” likes you', tag: 'me:n1' } }]);
});

it('quotes a username too, and not the name given to a hidden member', async () => {
  await showInBrowser('n1', 'me', async () => ({ data: [like(null)] }));
  await showInBrowser('n1', 'me', async () => ({ data: [like(null, null)] }));
  expect(shown.map((n) => n.options?.body)).toEqual(['“sam_1” likes you', 'Ascend member likes you']);
});

it('names the event of a reminder, quoted', async () => {
  const reminder: MemberNotification = {
    id: 'n2',
    kind: 'event_reminder',
    createdAt: '2026-11-28T10:00:00Z',
    readAt: null,
    event: { id: 'e1', title: 'Salsa\nnight' },
  };
  await showInBrowser('n2', 'me', async () => ({ data: [reminder] }));
  expect(shown).toEqual([{ title: 'Ascend', options: { body: "Reminder: you're going to “Salsa night”", tag: 'me:n2' } }]);
});

it('speaks the language she reads Ascend in, at the moment it shows', async () => {
  await changeLocale('es', { save: false });
  try {
    await showInBrowser('n1', 'me', async () => ({ data: [like('Sam')] }));
    await showInBrowser('n1', 'me', async () => ({ data: [like(null, null)] }));
  } finally {
    await changeLocale('en', { save: false });
  }
  expect(shown.map((n) => n.options?.body)).toEqual(['Le gustas a “Sam”', 'Le gustas a Miembro de Ascend']);
});
