import type { Catalogue } from '@/shared/i18n';

export default {
  'databaseErrors.offline': 'Keine Internetverbindung. Bitte prüf dein Netzwerk und versuch es noch einmal.',
  'databaseErrors.PGRST301': 'Verstoß gegen eine Sicherheitsrichtlinie der Datenbank (Row Level Security)',
  'databaseErrors.PGRST204': 'Ungültiges JSON-Format',
  'databaseErrors.42703': 'Fehler im Datenbankschema',
  'databaseErrors.23505': 'Dieser Benutzername ist schon vergeben',
  'databaseErrors.network': 'Verbindungsfehler. Bitte prüf deine Internetverbindung und versuch es noch einmal.',
  'databaseErrors.fallback': 'Da ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
} satisfies Catalogue;
