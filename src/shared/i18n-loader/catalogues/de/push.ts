import type { Catalogue } from '@/shared/i18n';

export default {
  'push.turnOn': 'Benachrichtigungen aktivieren',
  'push.turnOff': 'Deaktivieren',
  'push.offHint': 'Erfahre auf diesem Gerät von Matches, Likes und Nachrichten, auch wenn Ascend geschlossen ist.',
  'push.on': 'Benachrichtigungen sind auf diesem Gerät aktiviert.',
  'push.blocked': 'Benachrichtigungen für Ascend sind in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen, um sie zu aktivieren.',
  'push.failed': 'Benachrichtigungen konnten nicht aktiviert werden',
} satisfies Catalogue;
