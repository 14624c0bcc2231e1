import type { Catalogue } from '@/shared/i18n';

export default {
  'settingsProfile.lead': 'Tus fotos, tu bio, tus intereses y lo que buscas.',
  'settingsProfile.editProfile': 'Editar perfil',
} satisfies Catalogue;
