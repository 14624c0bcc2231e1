import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsProfile.lead': 'Deine Fotos, deine Bio, deine Interessen und wonach du suchst.',
  'settingsProfile.editProfile': 'Profil bearbeiten',
} satisfies Catalogue;
