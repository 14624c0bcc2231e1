import type { Catalogue } from '@/shared/i18n';

export default {
  'unsubscribe.title': 'Zusammenfassungs-E-Mails abbestellen',
  'unsubscribe.intro': 'Keine tägliche E-Mail mehr, die zusammenfasst, was du auf Ascend verpasst hast.',
  'unsubscribe.unsubscribe': 'Abbestellen',
  'unsubscribe.unsubscribing': 'Wird abbestellt…',
  'unsubscribe.done': 'Du bekommst keine Zusammenfassungs-E-Mails mehr. Unter Einstellungen → Benachrichtigungen kannst du sie wieder einschalten.',
  'unsubscribe.invalidLink': 'Dieser Abmeldelink ist ungültig. Unter Einstellungen → Benachrichtigungen kannst du die Zusammenfassungs-E-Mails ausschalten.',
  'unsubscribe.failed': 'Abbestellen fehlgeschlagen. Bitte versuch es noch einmal.',
  'unsubscribe.settingsLink': 'Zu den Einstellungen',
} satisfies Catalogue;
