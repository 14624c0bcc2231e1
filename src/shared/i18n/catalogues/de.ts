import type { Catalogue } from '../model/translator';

/**
 * German (du, as dating apps address their members). Keys are the English texts' `namespace.key`;
 * `{0}`, `{1}` the English function's arguments; plurals in ICU (docs/i18n.md).
 */
const de: Catalogue = {
  'formats.justNow': 'Gerade eben',

  'language.label': 'Sprache',
  'language.sectionTitle': 'Sprache und Region',
  'language.distanceUnit': 'Entfernungseinheit',
  'language.unitAutomatic': 'Wie in meiner Sprache üblich',
  'language.unitKilometres': 'Kilometer',
  'language.unitMiles': 'Meilen',
  'language.saveFailed': 'Deine Sprache konnte nicht gespeichert werden',

  'footer.tagline': 'Dating für Erwachsene, die mehr wollen als einen Swipe: echte Profile, durchdachte Matches und eine KI, die dir hilft, dich so zu zeigen, wie du bist.',
  'footer.copyright': '© {0} Ascend. Nur für Erwachsene ab 18 Jahren.',
  'footer.company': 'Unternehmen',
  'footer.about': 'Über uns',
  'footer.careers': 'Karriere',
  'footer.press': 'Presse',
  'footer.blog': 'Blog',
  'footer.support': 'Hilfe',
  'footer.helpCenter': 'Hilfe-Center',
  'footer.contactSupport': 'Support kontaktieren',
  'footer.safetyTips': 'Sicherheitstipps',
  'footer.communityGuidelines': 'Community-Richtlinien',
  'footer.contact': 'Kontakt',
  'footer.legal': 'Rechtliches',
  'footer.cookiePolicy': 'Cookie-Richtlinie',
  'footer.licenses': 'Lizenzen',
  'footer.privacyPolicy': 'Datenschutzerklärung',
  'footer.termsOfService': 'Nutzungsbedingungen',

  'publicHeader.home': 'Ascend – Startseite',
  'publicHeader.pricing': 'Preise',
  'publicHeader.signIn': 'Anmelden',

  'settingsPage.title': 'Einstellungen',
  'settingsPage.profile': 'Profileinstellungen',
  'settingsPage.subscription': 'Abonnement',
  'settingsPage.notifications': 'Benachrichtigungen',
  'settingsPage.privacy': 'Privatsphäre und Sicherheit',
  'settingsPage.security': 'Sicherheit',
  'settingsPage.blocked': 'Blockierte Mitglieder',
  'settingsPage.account': 'Konto',

  'login.documentTitle': 'Anmelden',
  'login.loadingSession': 'Deine Sitzung wird geladen',
  'login.title': 'Willkommen zurück',
  'login.subtitle': 'Melde dich an, um deine Matches und Nachrichten zu sehen.',
  'login.orEmail': 'Oder weiter mit E-Mail',
  'login.email': 'E-Mail-Adresse',
  'login.password': 'Passwort',
  'login.signIn': 'Anmelden',
  'login.signingIn': 'Anmeldung läuft …',
  'login.noAccount': 'Noch kein Konto?',
  'login.signUp': 'Jetzt registrieren',

  'plan.free': 'Kostenlos',
  'plan.perMonth': 'pro Monat',
  'plan.mostPopular': 'Am beliebtesten',
  'plan.currentPlan': 'Dein aktueller Plan',
  'plan.upgradePlan': 'Plan upgraden',
  'plan.changePlan': 'Plan wechseln',
  'plan.startFreeTrial': 'Kostenlos testen',
  'plan.loadFailed': 'Pläne konnten nicht geladen werden',
  'boost.boost': 'Boost',
  'boost.boostHint': 'Boost: 30 Minuten ganz oben bei Mitgliedern, die zu dir passen',
  'boost.boosted': 'Geboostet · noch {0}',
  'boost.started': 'Boost für 30 Minuten aktiv: Du erscheinst zuerst bei Mitgliedern, die zu dir passen.',
  'boost.nextOn': 'Nächster Boost am {0}',
  'boost.lockedHint': 'Boosts gibt es mit einem bezahlten Plan, der sie enthält',
  'boost.settingsTitle': 'Boosts',
  'boost.left': '{0, plural, one {Noch # Boost} other {Noch # Boosts}}',
  'boost.none': 'Dein Plan enthält keine Boosts.',
  'discovery.distanceAway': 'etwa {0} entfernt',
};

export default de;
