import type { Catalogue } from '@/shared/i18n';

export default {
  'register.title': 'Konto erstellen',
  'register.subtitle': 'Werde Teil von Ascend und lerne Menschen kennen, die es wert sind.',
  'register.username': 'Benutzername',
  'register.firstName': 'Vorname',
  'register.lastName': 'Nachname',
  'register.email': 'E-Mail-Adresse',
  'register.password': 'Passwort',
  'register.gender': 'Geschlecht',
  'register.birthDate': 'Geburtsdatum',
  'register.age': '{0, plural, one {# Jahr alt} other {# Jahre alt}}',
  'register.creating': 'Konto wird erstellt …',
  'register.create': 'Konto erstellen',
  'register.haveAccount': 'Schon ein Konto?',
  'register.signIn': 'Anmelden',
  'register.agree': 'Ich stimme den {0} und der {1} zu',
  'register.termsOfService': 'Nutzungsbedingungen',
  'register.privacyPolicy': 'Datenschutzerklärung',
} satisfies Catalogue;
