import type { Catalogue } from '@/shared/i18n';

export default {
  'registration.usernameShort': 'Der Benutzername muss mindestens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.usernameLong': 'Der Benutzername darf höchstens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.usernameChars': 'Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten',
  'registration.firstNameShort': 'Der Vorname muss mindestens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.firstNameLong': 'Der Vorname darf höchstens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.firstNameOneLine': 'Der Vorname darf keine Zeilenumbrüche oder andere Steuerzeichen enthalten',
  'registration.lastNameShort': 'Der Nachname muss mindestens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.lastNameLong': 'Der Nachname darf höchstens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.lastNameOneLine': 'Der Nachname darf keine Zeilenumbrüche oder andere Steuerzeichen enthalten',
  'registration.email': 'Ungültige E-Mail-Adresse',
  'registration.passwordShort': 'Das Passwort muss mindestens {0, plural, one {# Zeichen} other {# Zeichen}} lang sein',
  'registration.passwordUpper': 'Das Passwort muss mindestens einen Großbuchstaben enthalten',
  'registration.passwordLower': 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten',
  'registration.passwordDigit': 'Das Passwort muss mindestens eine Zahl enthalten',
  'registration.gender': 'Bitte wähle dein Geschlecht aus',
  'registration.underage': 'Du musst mindestens {0, plural, one {# Jahr} other {# Jahre}} alt sein, um dich zu registrieren',
  'registration.terms': 'Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung',
} satisfies Catalogue;
