import type { Catalogue } from '@/shared/i18n';

export default {
  'aiMatchmaker.title': 'Cupido con IA',
  'aiMatchmaker.button': 'Cupido con IA',
  'aiMatchmaker.close': 'Cerrar',
  'aiMatchmaker.intro': 'Elige un cupido: cada uno busca algo distinto en las personas que te sugiere.',
  'aiMatchmaker.personas': 'Cupidos',
  'aiMatchmaker.loadingPersonas': 'Cargando cupidos',
  'aiMatchmaker.loadFailed': 'No se pudieron cargar los cupidos',
  'aiMatchmaker.suggestions': 'Matches sugeridos',
  'aiMatchmaker.noSuggestions': 'Ahora mismo no hay a quién sugerir. Vuelve a intentarlo más tarde o amplía tus filtros.',
  'aiMatchmaker.answer': 'Sugerencias de {0}',
  'aiMatchmaker.viewProfile': 'Ver perfil',
  'aiMatchmaker.viewProfileOf': 'Ver el perfil de {0}',
  'aiMatchmaker.planRequired': 'Las sugerencias con IA vienen con {0}. Mejora tu plan para conocer a los cupidos.',
} satisfies Catalogue;
