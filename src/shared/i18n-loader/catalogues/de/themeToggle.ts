import type { Catalogue } from '@/shared/i18n';

export default {
  'themeToggle.toLight': 'Zum hellen Design wechseln',
  'themeToggle.toDark': 'Zum dunklen Design wechseln',
} satisfies Catalogue;
