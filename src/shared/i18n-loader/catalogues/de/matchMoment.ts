import type { Catalogue } from '@/shared/i18n';

export default {
  'matchMoment.title': 'Es ist ein Match!',
  'matchMoment.likeEachOther': 'Du und {0} mögt euch.',
  'matchMoment.keepBrowsing': 'Weiter stöbern',
  'matchMoment.sendMessage': 'Nachricht schreiben',
} satisfies Catalogue;
