import type { Catalogue } from '@/shared/i18n';

export default {
  'memberName.hiddenMember': 'Ascend-Mitglied',
} satisfies Catalogue;
