import type { Catalogue } from '@/shared/i18n';

export default {
  'completeBasics.firstName': 'Vorname',
  'completeBasics.birthDate': 'Geburtsdatum',
  'completeBasics.submit': 'Weiter',
  'completeBasics.saved': 'Willkommen bei Ascend!',
} satisfies Catalogue;
