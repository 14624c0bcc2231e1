import type { Catalogue } from '@/shared/i18n';

export default {
  'notificationToggles.label.newMatches': 'Matches nuevos',
  'notificationToggles.label.messages': 'Mensajes',
  'notificationToggles.label.profileLikes': 'Me gusta en tu perfil',
  'notificationToggles.label.profileViews': 'Visitas a tu perfil',
  'notificationToggles.label.specialOffers': 'Ofertas especiales',
  'notificationToggles.label.emailDigest': 'Resumen por correo',
  'notificationToggles.label.hideMessagePreviews': 'Ocultar la vista previa de los mensajes',
  'notificationToggles.description.emailDigest': 'Un resumen de lo que te perdiste, como mucho una vez al día',
  'notificationToggles.description.hideMessagePreviews': 'Las notificaciones en tus dispositivos dicen quién te escribió, no qué te escribió',
} satisfies Catalogue;
