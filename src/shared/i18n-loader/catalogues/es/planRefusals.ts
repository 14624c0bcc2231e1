import type { Catalogue } from '@/shared/i18n';

export default {
  'planRefusals.interests_per_day': '{0, plural, one {Ya enviaste tu # interés de hoy. Mejora tu plan para enviar más.} other {Ya enviaste tus # intereses de hoy. Mejora tu plan para enviar más.}}',
  'planRefusals.messages_per_day': '{0, plural, one {Ya enviaste tu # mensaje de hoy. Mejora tu plan para enviar más.} other {Ya enviaste tus # mensajes de hoy. Mejora tu plan para enviar más.}}',
  'planRefusals.profiles_per_day': '{0, plural, one {Hoy abriste # perfil. Mejora tu plan para ver más.} other {Hoy abriste # perfiles. Mejora tu plan para ver más.}}',
  'planRefusals.photos': '{0, plural, one {Tu plan permite # foto. Mejora tu plan para añadir más.} other {Tu plan permite # fotos. Mejora tu plan para añadir más.}}',
  'planRefusals.see_who_liked_you': 'Ver a quién le gustas viene con {0}. Mejora tu plan para verlo.',
  'planRefusals.ai_matchmaking': 'El emparejamiento con IA viene con {0}. Mejora tu plan para conocer a las casamenteras.',
  'planRefusals.verification': 'La verificación viene con {0}. Mejora tu plan para verificarte.',
  'planRefusals.boost': 'Los impulsos vienen con {0}.',
  'planRefusals.all_filters': 'Los filtros más allá de la edad, la distancia, el género y el tipo de relación vienen con {0}. Mejora tu plan para usarlos.',
  'planRefusals.video_calls': 'Las videollamadas vienen con {0}. Mejora tu plan para llamar.',
  'planRefusals.events': 'Los eventos vienen con {0}. Mejora tu plan para ir.',
  'planRefusals.personality_assessment': 'El test de personalidad viene con {0}. Mejora tu plan para hacerlo.',
  'planRefusals.analytics': 'Las estadísticas vienen con {0}. Mejora tu plan para verlas.',
  'planRefusals.higherPlan': 'un plan superior',
} satisfies Catalogue;
