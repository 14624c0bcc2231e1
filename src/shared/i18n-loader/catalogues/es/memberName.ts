import type { Catalogue } from '@/shared/i18n';

export default {
  'memberName.hiddenMember': 'Miembro de Ascend',
} satisfies Catalogue;
