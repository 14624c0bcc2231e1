import type { Catalogue } from '@/shared/i18n';

export default {
  'showInterest.sent': 'Interesse gesendet!',
  'showInterest.duplicate': 'Du hast an dieser Person schon Interesse gezeigt',
  'showInterest.failed': 'Interesse konnte nicht gesendet werden',
  'showInterest.showInterest': 'Interesse zeigen',
  'showInterest.showInterestIn': 'Interesse an {0} zeigen',
  'showInterest.intro': 'Lass {0} wissen, dass du interessiert bist.',
  'showInterest.cancel': 'Abbrechen',
  'showInterest.send': 'Interesse senden',
} satisfies Catalogue;
