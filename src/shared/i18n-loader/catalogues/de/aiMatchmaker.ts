import type { Catalogue } from '@/shared/i18n';

export default {
  'aiMatchmaker.title': 'KI-Matchmaker',
  'aiMatchmaker.button': 'KI-Matchmaker',
  'aiMatchmaker.close': 'Schließen',
  'aiMatchmaker.intro': 'Wähle einen Matchmaker: Jeder achtet bei seinen Vorschlägen auf etwas anderes.',
  'aiMatchmaker.personas': 'Matchmaker',
  'aiMatchmaker.loadingPersonas': 'Matchmaker werden geladen',
  'aiMatchmaker.loadFailed': 'Die Matchmaker konnten nicht geladen werden',
  'aiMatchmaker.suggestions': 'Vorgeschlagene Matches',
  'aiMatchmaker.noSuggestions': 'Gerade gibt es niemanden vorzuschlagen. Versuch es später noch mal oder erweitere deine Filter.',
  'aiMatchmaker.answer': 'Vorschläge von {0}',
  'aiMatchmaker.viewProfile': 'Profil ansehen',
  'aiMatchmaker.viewProfileOf': 'Profil von {0} ansehen',
  'aiMatchmaker.planRequired': 'KI-Matchmaking gibt es mit {0}. Upgrade deinen Plan, um die Matchmaker kennenzulernen.',
} satisfies Catalogue;
