import type { Catalogue } from '@/shared/i18n';

export default {
  'boost.boost': 'Boost',
  'boost.boostHint': 'Boost: 30 Minuten ganz oben bei Mitgliedern, die zu dir passen',
  'boost.boosted': 'Geboostet · noch {0}',
  'boost.started': 'Boost für 30 Minuten aktiv: Du erscheinst zuerst bei Mitgliedern, die zu dir passen.',
  'boost.nextOn': 'Nächster Boost am {0}',
  'boost.lockedHint': 'Boosts gibt es mit einem bezahlten Plan, der sie enthält',
  'boost.settingsTitle': 'Boosts',
  'boost.left': '{0, plural, one {Noch # Boost} other {Noch # Boosts}}',
  'boost.none': 'Dein Plan enthält keine Boosts.',
} satisfies Catalogue;
