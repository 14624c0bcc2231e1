import type { Catalogue } from '@/shared/i18n';

export default {
  'waitRefusals.interests_too_fast': 'Estás enviando intereses demasiado rápido. Tómate un descanso y vuelve a intentarlo en unos minutos.',
  'waitRefusals.messages_too_fast': 'Estás enviando mensajes demasiado rápido. Espera un minuto y vuelve a intentarlo.',
  'waitRefusals.ai_too_fast': 'Estás consultando a los asistentes de IA con demasiada frecuencia. Espera un minuto y vuelve a intentarlo.',
  'waitRefusals.too_many_requests': 'Demasiadas solicitudes: espera un minuto y vuelve a intentarlo',
  'waitRefusals.unanswered_starts': '{0, plural, one {Hoy iniciaste # conversación que nadie ha respondido todavía. Espera una respuesta o vuelve a intentarlo mañana.} other {Hoy iniciaste # conversaciones que nadie ha respondido todavía. Espera una respuesta o vuelve a intentarlo mañana.}}',
  'waitRefusals.connection_requests_per_day': '{0, plural, one {Hoy enviaste # solicitud de conexión. Vuelve a intentarlo mañana.} other {Hoy enviaste # solicitudes de conexión. Vuelve a intentarlo mañana.}}',
  'waitRefusals.reports_per_day': '{0, plural, one {Hoy enviaste # denuncia. Vuelve a intentarlo mañana.} other {Hoy enviaste # denuncias. Vuelve a intentarlo mañana.}}',
  'waitRefusals.support_requests_per_day': '{0, plural, one {Hoy enviaste # solicitud de soporte. Vuelve a intentarlo mañana.} other {Hoy enviaste # solicitudes de soporte. Vuelve a intentarlo mañana.}}',
  'waitRefusals.verifications_per_day': '{0, plural, one {Puedes pedir la verificación # vez al día. Vuelve a intentarlo mañana.} other {Puedes pedir la verificación # veces al día. Vuelve a intentarlo mañana.}}',
  'waitRefusals.ai_answers_per_day': '{0, plural, one {Ya usaste tu # respuesta de IA de hoy. Vuelve a intentarlo mañana.} other {Ya usaste tus # respuestas de IA de hoy. Vuelve a intentarlo mañana.}}',
  'waitRefusals.interestAfterUnblock': '{0, plural, one {Hace poco se levantó un bloqueo entre tú y esta persona. Podrás mostrar interés de nuevo en # día.} other {Hace poco se levantó un bloqueo entre tú y esta persona. Podrás mostrar interés de nuevo en # días.}}',
  'waitRefusals.connectAfterUnblock': '{0, plural, one {Hace poco se levantó un bloqueo entre tú y esta persona. Podrás pedir conectar de nuevo en # día.} other {Hace poco se levantó un bloqueo entre tú y esta persona. Podrás pedir conectar de nuevo en # días.}}',
  'waitRefusals.next_boost': 'Tu próximo impulso será el {0}.',
} satisfies Catalogue;
