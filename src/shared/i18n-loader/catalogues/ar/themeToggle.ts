import type { Catalogue } from '@/shared/i18n';

export default {
  'themeToggle.toLight': 'التبديل إلى المظهر الفاتح',
  'themeToggle.toDark': 'التبديل إلى المظهر الداكن',
} satisfies Catalogue;
