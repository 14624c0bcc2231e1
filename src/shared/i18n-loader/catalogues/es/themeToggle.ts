import type { Catalogue } from '@/shared/i18n';

export default {
  'themeToggle.toLight': 'Cambiar al tema claro',
  'themeToggle.toDark': 'Cambiar al tema oscuro',
} satisfies Catalogue;
