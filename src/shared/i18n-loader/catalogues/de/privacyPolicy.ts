import type { Catalogue } from '@/shared/i18n';

export default {
  'privacyPolicy.title': 'Datenschutzerklärung',
  'privacyPolicy.back': 'Zurück zur Registrierung',
  'privacyPolicy.intro': 'Dating ist persönlich, und deine Daten sind es auch. Diese Erklärung zeigt, was Ascend erhebt, wozu, und welche Wahl du hast.',
  'privacyPolicy.collect.h': 'Was wir erheben',
  'privacyPolicy.collect.p1': 'Kontodaten, die du uns gibst: Benutzername, Name, E-Mail-Adresse, Geschlecht und Geburtsdatum. Mit deinem Geburtsdatum können wir bestätigen, dass du volljährig bist; andere Mitglieder sehen dein Alter, nicht das Datum.',
  'privacyPolicy.collect.p2': 'Profilinhalte, die du hinzufügen möchtest: Fotos, Bio, Standort, Interessen, Beziehungsziele und Dating-Präferenzen.',
  'privacyPolicy.collect.p3': 'Aktivitäten, die für den Betrieb des Dienstes nötig sind: das Interesse, das du zeigst und bekommst, deine Nachrichten und wann du zuletzt aktiv warst.',
  'privacyPolicy.use.h': 'Wofür wir sie nutzen',
  'privacyPolicy.use.p1': 'Um dein Profil Menschen zu zeigen, die zu deinen Präferenzen passen und du zu ihren, um Nachrichten zuzustellen und um die Community sicher zu halten.',
  'privacyPolicy.use.p2': 'Für die KI-Helfer, die du nutzen möchtest. Nur der Text, den ein Helfer braucht, geht an unseren KI-Anbieter, und er wird nicht zum Trainieren von Modellen verwendet.',
  'privacyPolicy.see.h': 'Wer was sehen kann',
  'privacyPolicy.see.p1': 'Du bestimmst in den Einstellungen, wer dein Profil sieht: alle, nur deine Matches oder niemand. Nachrichten sehen nur du und die Person, mit der du schreibst.',
  'privacyPolicy.see.p2': 'Wir verkaufen deine persönlichen Daten niemals. Dienstleister, die unsere Infrastruktur hosten oder Zahlungen abwickeln, sehen nur, was sie für diese Aufgabe brauchen.',
  'privacyPolicy.rights.h': 'Deine Wahl und deine Rechte',
  'privacyPolicy.rights.p1': 'Du kannst dein Profil und deine Fotos jederzeit bearbeiten oder löschen, eine Kopie deiner Daten herunterladen oder dein Konto löschen. Gelöschte Inhalte entfernen wir innerhalb von 30 Tagen aus unseren Systemen.',
  'privacyPolicy.rights.p2': 'Benachrichtigungen und deinen Online-Status kannst du in den Einstellungen ein- und ausschalten.',
  'privacyPolicy.storage.h': 'Cookies und Speicher',
  'privacyPolicy.storage.p1': 'Wir speichern deine Sitzung und dein gewähltes Design im lokalen Speicher deines Browsers, damit du angemeldet bleibst und Ascend so siehst, wie du es magst. Wir verwenden keine Werbe-Cookies.',
  'privacyPolicy.contact.h': 'Kontakt',
  'privacyPolicy.contact.p1': 'Fragen zum Datenschutz? Schreib uns über die Kontaktseite, und wir antworten innerhalb von 30 Tagen.',
} satisfies Catalogue;
