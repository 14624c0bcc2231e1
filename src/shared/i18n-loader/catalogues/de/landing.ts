import type { Catalogue } from '@/shared/i18n';

export default {
  'landing.title': 'Mehr als nur Swipen.',
  'landing.lead': 'Ascend verbindet durchdachte Profile mit KI-Helfern, die deine Matches treffsicherer, deine Gespräche leichter und deine ersten Dates sicherer machen.',
  'landing.join': 'Kostenloses Konto erstellen',
  'landing.plans': 'Pläne ansehen',
  'landing.features': 'Alles, was du brauchst, um die richtige Person zu treffen',
  'landing.ai': 'KI-Matchmaking',
  'landing.aiText': 'Vier Matchmaker-Persönlichkeiten – Amor, der Weise, der Abenteurer und der Berater – verstehen, wonach du suchst, und schlagen dir Menschen vor, die du kennenlernen solltest, samt Begründung.',
  'landing.safety': 'Sicherheit zuerst',
  'landing.safetyText': 'Ein Sicherheitscheck prüft Gespräche auf Warnsignale, du bestimmst selbst, wer dich sieht, und nur Menschen, mit denen du ein Match hast, können dir schreiben.',
  'landing.starters': 'Gesprächseinstiege',
  'landing.startersText': 'Dir fällt die erste Nachricht schwer? Der Gesprächscoach schlägt dir Einstiege vor, die auf echten Gemeinsamkeiten beruhen, und Date-Ideen, wenn es Zeit für ein Treffen ist.',
  'landing.filters': 'Filter, die zählen',
  'landing.filtersText': 'Alter, Entfernung, Beziehungsziele, Lebensstil und mehr: Sag, was dir wichtig ist, und sieh die Menschen, die zu dir passen – statt eines endlosen Feeds.',
  'landing.premium': 'Premium-Funktionen',
  'landing.premiumText': 'Sieh, wer dich mag, Lesebestätigungen, Profil-Boosts, unbegrenzte KI-Hilfe und ein Verifizierungsabzeichen, wenn du mehr willst.',
  'landing.tiers': 'Starte kostenlos und upgrade, wenn du so weit bist',
  'landing.loading': 'Pläne werden geladen',
  'landing.plan': 'Plan {0}',
  'landing.retry': 'Erneut versuchen',
  'landing.compare': 'Alle Pläne vergleichen',
} satisfies Catalogue;
