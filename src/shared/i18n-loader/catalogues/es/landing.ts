import type { Catalogue } from '@/shared/i18n';

export default {
  'landing.title': 'Ve más allá del swipe.',
  'landing.lead': 'Ascend une perfiles cuidados con asistentes de IA que afinan tus matches, facilitan tus conversaciones y hacen más seguras tus primeras citas.',
  'landing.join': 'Crea tu cuenta gratis',
  'landing.plans': 'Ver planes',
  'landing.features': 'Todo lo que necesitas para conocer a la persona indicada',
  'landing.ai': 'Emparejamiento con IA',
  'landing.aiText': 'Cuatro cupidos —Cupido, El Sabio, El Aventurero y El Consejero— entienden lo que buscas y te sugieren personas que vale la pena conocer, y te dicen por qué.',
  'landing.safety': 'La seguridad, primero',
  'landing.safetyText': 'Una revisión de seguridad analiza las conversaciones en busca de señales de alerta, tú decides quién te ve y solo pueden escribirte las personas con las que hiciste match.',
  'landing.starters': 'Para romper el hielo',
  'landing.startersText': '¿No sabes cómo empezar? El coach de conversación te sugiere primeros mensajes a partir de lo que de verdad tienen en común, e ideas para la cita cuando llegue el momento de verse.',
  'landing.filters': 'Filtros que importan',
  'landing.filtersText': 'Edad, distancia, objetivos de pareja, estilo de vida y más: di lo que te importa y ve a las personas que encajan contigo, no un feed sin fin.',
  'landing.premium': 'Funciones premium',
  'landing.premiumText': 'Mira a quién le gustas, confirmaciones de lectura, impulsos de perfil, ayuda de IA ilimitada y una insignia de verificación cuando quieras ir más allá.',
  'landing.tiers': 'Empieza gratis y mejora tu plan cuando quieras',
  'landing.loading': 'Cargando planes',
  'landing.plan': 'Plan {0}',
  'landing.retry': 'Reintentar',
  'landing.compare': 'Comparar todos los planes',
} satisfies Catalogue;
