import type { Catalogue } from '@/shared/i18n';

export default {
  'checkout.updated': 'Abo erfolgreich aktualisiert!',
  'checkout.failed': 'Das Abo konnte nicht verarbeitet werden. Bitte versuch es noch einmal.',
  'checkout.cancel': 'Abo kündigen',
  'checkout.cancelTitle': 'Abo kündigen?',
  'checkout.keep': 'Abo behalten',
  'checkout.resume': 'Abo fortsetzen',
  'checkout.notSetUp': 'Zahlungen sind noch nicht eingerichtet, daher können Pläne gerade nicht gekauft werden.',
} satisfies Catalogue;
