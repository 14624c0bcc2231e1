import type { Catalogue } from '@/shared/i18n';

export default {
  'connectionRequest.sent': 'Kontaktanfrage gesendet!',
  'connectionRequest.duplicate': 'Du hast dieser Person schon eine Kontaktanfrage geschickt',
  'connectionRequest.failed': 'Kontaktanfrage konnte nicht gesendet werden',
  'connectionRequest.connect': 'Verbinden',
  'connectionRequest.connectWith': 'Mit {0} verbinden',
  'connectionRequest.alreadySent': 'Kontaktanfrage gesendet',
  'connectionRequest.intro': 'Schick {0} eine Kontaktanfrage, gern mit ein paar Worten.',
  'connectionRequest.cancel': 'Abbrechen',
  'connectionRequest.send': 'Anfrage senden',
} satisfies Catalogue;
