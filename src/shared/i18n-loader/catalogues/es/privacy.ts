import type { Catalogue } from '@/shared/i18n';

export default {
  'privacy.visibility': 'Visibilidad del perfil',
  'privacy.everyone': 'Todo el mundo',
  'privacy.everyoneHelp': 'Cualquier miembro puede encontrar y ver tu perfil.',
  'privacy.matches': 'Solo mis matches',
  'privacy.matchesHelp': 'Solo las personas con las que has hecho match pueden ver tu perfil.',
  'privacy.nobody': 'Nadie',
  'privacy.nobodyHelp': 'Tu perfil queda oculto para todos menos para ti.',
  'privacy.showOnlineStatus': 'Mostrar si estoy en línea',
} satisfies Catalogue;
