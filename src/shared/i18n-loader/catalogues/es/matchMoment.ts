import type { Catalogue } from '@/shared/i18n';

export default {
  'matchMoment.title': '¡Es un match!',
  'matchMoment.likeEachOther': '{0} y tú se gustan.',
  'matchMoment.keepBrowsing': 'Seguir explorando',
  'matchMoment.sendMessage': 'Enviar un mensaje',
} satisfies Catalogue;
