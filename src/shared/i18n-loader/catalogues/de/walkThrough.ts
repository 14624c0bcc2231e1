import type { Catalogue } from '@/shared/i18n';

export default {
  'walkThrough.documentTitle': 'Willkommen bei Ascend',
  'walkThrough.stepsLabel': 'Deine ersten Schritte',
  'walkThrough.loadingProfile': 'Dein Profil wird geladen',
  'walkThrough.optional': 'Optional',
  'walkThrough.cityLabel': 'Stadt',
  'walkThrough.back': 'Zurück',
  'walkThrough.skip': 'Vorerst überspringen',
  'walkThrough.next': 'Weiter',
  'walkThrough.finish': 'Fertig',
  'walkThrough.loadingPhotos': 'Deine Fotos werden geladen',
  'walkThrough.logOut': 'Abmelden',
} satisfies Catalogue;
