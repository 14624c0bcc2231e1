import type { Catalogue } from '@/shared/i18n';

export default {
  'profilePage.title': 'Profil',
  'profilePage.loading': 'Profil wird geladen',
  'profilePage.returnHome': 'Zurück zur Startseite',
  'profilePage.editProfile': 'Profil bearbeiten',
  'profilePage.nameAge': '{0}, {1}',
  'profilePage.lastActive': 'Zuletzt aktiv: {0}',
  'profilePage.about': 'Über mich',
  'profilePage.interests': 'Interessen',
  'profilePage.relationshipGoals': 'Beziehungsziele',
  'profilePage.details': 'Details',
  'profilePage.itsAMatch': 'Es ist ein Match',
  'profilePage.message': 'Nachricht',
  'profilePage.messageName': '{0} schreiben',
  'profilePage.interestedInYou': '{0} interessiert sich für dich.',
  'profilePage.interestSent': 'Interesse gesendet',
} satisfies Catalogue;
