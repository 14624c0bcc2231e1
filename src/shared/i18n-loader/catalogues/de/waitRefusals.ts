import type { Catalogue } from '@/shared/i18n';

export default {
  'waitRefusals.interests_too_fast': 'Du sendest Interessen zu schnell. Mach eine Pause und versuch es in ein paar Minuten noch einmal.',
  'waitRefusals.messages_too_fast': 'Du sendest Nachrichten zu schnell. Warte eine Minute und versuch es noch einmal.',
  'waitRefusals.ai_too_fast': 'Du fragst die KI-Helfer zu oft. Warte eine Minute und versuch es noch einmal.',
  'waitRefusals.too_many_requests': 'Zu viele Anfragen: Warte eine Minute und versuch es noch einmal',
  'waitRefusals.unanswered_starts': '{0, plural, one {Du hast heute # Gespräch begonnen, auf das noch niemand geantwortet hat. Warte auf eine Antwort oder versuch es morgen noch einmal.} other {Du hast heute # Gespräche begonnen, auf die noch niemand geantwortet hat. Warte auf eine Antwort oder versuch es morgen noch einmal.}}',
  'waitRefusals.connection_requests_per_day': '{0, plural, one {Du hast heute # Verbindungsanfrage gesendet. Versuch es morgen noch einmal.} other {Du hast heute # Verbindungsanfragen gesendet. Versuch es morgen noch einmal.}}',
  'waitRefusals.reports_per_day': '{0, plural, one {Du hast heute # Meldung gesendet. Versuch es morgen noch einmal.} other {Du hast heute # Meldungen gesendet. Versuch es morgen noch einmal.}}',
  'waitRefusals.support_requests_per_day': '{0, plural, one {Du hast heute # Supportanfrage gesendet. Versuch es morgen noch einmal.} other {Du hast heute # Supportanfragen gesendet. Versuch es morgen noch einmal.}}',
  'waitRefusals.verifications_per_day': '{0, plural, one {Du kannst die Verifizierung # Mal am Tag anfragen. Versuch es morgen noch einmal.} other {Du kannst die Verifizierung # Mal am Tag anfragen. Versuch es morgen noch einmal.}}',
  'waitRefusals.ai_answers_per_day': '{0, plural, one {Du hast deine # KI-Antwort für heute genutzt. Versuch es morgen noch einmal.} other {Du hast deine # KI-Antworten für heute genutzt. Versuch es morgen noch einmal.}}',
  'waitRefusals.interestAfterUnblock': '{0, plural, one {Eine Blockierung zwischen dir und dieser Person wurde vor Kurzem aufgehoben. Du kannst in # Tag wieder Interesse zeigen.} other {Eine Blockierung zwischen dir und dieser Person wurde vor Kurzem aufgehoben. Du kannst in # Tagen wieder Interesse zeigen.}}',
  'waitRefusals.connectAfterUnblock': '{0, plural, one {Eine Blockierung zwischen dir und dieser Person wurde vor Kurzem aufgehoben. Du kannst in # Tag wieder eine Verbindung anfragen.} other {Eine Blockierung zwischen dir und dieser Person wurde vor Kurzem aufgehoben. Du kannst in # Tagen wieder eine Verbindung anfragen.}}',
  'waitRefusals.next_boost': 'Dein nächster Boost ist am {0}.',
} satisfies Catalogue;
