import { defineTexts } from '@/shared/i18n';

/** What the notifications page and Settings say about this device's notifications. */
export const pushTexts = defineTexts('push', {
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off',
  offHint: 'Hear about matches, likes and messages on this device, even when Ascend is closed.',
  on: 'Notifications are on for this device.',
  blocked: 'Notifications are blocked for Ascend in this browser. Allow them in the site settings to turn them on.',
  failed: 'Failed to turn on notifications',
});
