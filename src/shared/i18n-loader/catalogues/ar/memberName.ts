import type { Catalogue } from '@/shared/i18n';

export default {
  'memberName.hiddenMember': 'عضو في Ascend',
} satisfies Catalogue;
