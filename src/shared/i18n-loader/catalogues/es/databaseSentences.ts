import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseSentences.member_not_found': 'No se encontró a esta persona',
  'databaseSentences.main_photo_needed': 'Añade una foto principal antes de verificarla.',
  'databaseSentences.verification_waiting': 'Tu verificación ya está esperando una decisión.',
  'databaseSentences.photo_already_verified': 'Tu foto principal ya está verificada.',
  'databaseSentences.match_ended': 'Este match ha terminado',
  'databaseSentences.not_taking_calls': 'Esta persona no acepta videollamadas.',
  'databaseSentences.in_another_call': 'Esta persona está en otra llamada.',
  'databaseSentences.call_ended': 'Esta llamada ha terminado.',
  'databaseSentences.call_not_found': 'No se encontró la llamada',
  'databaseSentences.match_already_ended': 'Este match ya había terminado',
  'databaseSentences.event_not_found': 'No se encontró el evento',
  'databaseSentences.event_full': 'Este evento está completo.',
  'databaseSentences.attendees_only': 'Solo quienes van a un evento ven quién más va',
  'databaseSentences.assessment_first': 'Haz primero el test.',
  'databaseSentences.retake_too_soon': 'Puedes repetir el test 30 días después del último.',
  'databaseSentences.birth_date_fixed': 'Tu fecha de nacimiento ya está fijada: contacta con soporte para corregirla',
  'databaseSentences.gender_change_limit': 'El género puede cambiarse como máximo dos veces en 30 días',
} satisfies Catalogue;
