import type { Catalogue } from '@/shared/i18n';

export default {
  'profilePage.title': 'Perfil',
  'profilePage.loading': 'Cargando el perfil',
  'profilePage.returnHome': 'Volver al inicio',
  'profilePage.editProfile': 'Editar perfil',
  'profilePage.nameAge': '{0}, {1}',
  'profilePage.lastActive': 'Última actividad: {0}',
  'profilePage.about': 'Sobre mí',
  'profilePage.interests': 'Intereses',
  'profilePage.relationshipGoals': 'Lo que busca',
  'profilePage.details': 'Detalles',
  'profilePage.itsAMatch': '¡Es un match!',
  'profilePage.message': 'Escribir',
  'profilePage.messageName': 'Escribir a {0}',
  'profilePage.interestedInYou': '{0} tiene interés en ti.',
  'profilePage.interestSent': 'Interés enviado',
} satisfies Catalogue;
