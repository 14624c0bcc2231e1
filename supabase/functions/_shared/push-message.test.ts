import { PUSH_MESSAGE_MAX_BYTES, pushMessage, type PushedNotification } from './push-message';
import { HIDDEN_MEMBER_NAME } from './rules/member-text';
import { NOTIFICATION_SENTENCES, type NotificationKind } from './rules/notification-sentences';
import { en } from './server-messages/en';

// The push's JSON (docs/notifications.md, Push notifications): the bell's sentence, the start of a
// message unless she hides previews, where a click leads, and one tag per kind and member.
const ACTOR = '6f1c1c1e-0000-4000-8000-000000000001';
const row = (fields: Partial<PushedNotification>): PushedNotification => ({
  notification_id: '6f1c1c1e-0000-4000-8000-0000000000aa',
  kind: 'like',
  actor_id: ACTOR,
  actor_name: 'Noah',
  preview: null,
  event_id: null,
  event_title: null,
  ...fields,
});

it.each([
  ['match', '“Noah”', 'You and “Noah” are a match', `/messages/${ACTOR}`],
  ['like', '“Noah”', '“Noah” likes you', '/home?likes'],
  ['connection_request', '“Noah”', '“Noah” wants to connect', '/home?likes'],
  ['message', '“Noah”', '“Noah” sent you a message', `/messages/${ACTOR}`],
  ['profile_view', '“Noah”', '“Noah” viewed your profile', `/profile/${ACTOR}`],
] as const)('says what a %s is and where it leads', (kind, _, body, url) => {
  expect(pushMessage(row({ kind }))).toEqual({
    v: 1,
    kind,
    title: 'Ascend',
    body,
    url,
    tag: `${kind}:${ACTOR}`,
    notificationId: '6f1c1c1e-0000-4000-8000-0000000000aa',
  });
});

it('reminds her of an event she is going to, leading to its page', () => {
  const event = '6f1c1c1e-0000-4000-8000-0000000000ee';
  expect(pushMessage(row({ kind: 'event_reminder', actor_id: null, actor_name: null, event_id: event, event_title: 'Salsa "night"' }))).toEqual({
    v: 1,
    kind: 'event_reminder',
    title: 'Ascend',
    body: "Reminder: you're going to “Salsa 'night'”",
    url: `/events/${event}`,
    tag: `event_reminder:${event}`,
    notificationId: '6f1c1c1e-0000-4000-8000-0000000000aa',
  });
});

it('shows the start of a message when the database gives one, on one line', () => {
  expect(pushMessage(row({ kind: 'message', preview: 'Hi!\nCoffee on Friday?' })).body).toBe('“Noah”: Hi! Coffee on Friday?');
});

it('names a hidden member as the app does, and quotes and caps a name', () => {
  expect(pushMessage(row({ actor_name: null })).body).toBe('Ascend member likes you');
  expect(pushMessage(row({ actor_name: 'Sam\n"ACTION NEEDED"' })).body).toBe("“Sam 'ACTION NEEDED'” likes you");
});

it('ignores a preview for anything but a message', () => {
  expect(pushMessage(row({ kind: 'like', preview: 'secret' })).body).toBe('“Noah” likes you');
});

it('stays under 1 KB with the longest name and preview', () => {
  const message = pushMessage(row({ kind: 'message', actor_name: '😀'.repeat(50), preview: '"😀'.repeat(100) }));
  expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(PUSH_MESSAGE_MAX_BYTES);
});

describe('in her language', () => {
  it.each([
    ['es', 'like', 'Le gustas a “Noah”'],
    ['es', 'match', '¡“Noah” y tú hicieron match!'],
    ['de', 'connection_request', '“Noah” möchte sich mit dir verbinden'],
    ['ar', 'profile_view', 'شاهد “Noah” ملفك الشخصي'],
    ['es-MX', 'message', '“Noah” te envió un mensaje'],
    ['pseudo', 'like', '“Noah” likes you'],
    [null, 'like', '“Noah” likes you'],
  ] as const)('%s: a %s', (locale, kind, body) => {
    expect(pushMessage(row({ kind, locale })).body).toBe(body);
  });

  it('names a hidden member in her language, and keeps a preview as it was written', () => {
    expect(pushMessage(row({ actor_name: null, locale: 'de' })).body).toBe('Ascend-Mitglied mag dich');
    expect(pushMessage(row({ kind: 'message', preview: 'Hola', locale: 'es' })).body).toBe('“Noah”: Hola');
  });

  it("says in English what the bell's sentences say (rules/notification-sentences.ts)", () => {
    for (const [kind, sentence] of Object.entries(NOTIFICATION_SENTENCES)) expect(en[`push.${kind as NotificationKind}`].replace('{name}', '“X”')).toBe(sentence('“X”'));
    expect(en['member.hidden']).toBe(HIDDEN_MEMBER_NAME);
  });
});
