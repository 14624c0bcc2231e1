import type { Catalogue } from '@/shared/i18n';

export default {
  'matchMoment.title': 'إنه توافق!',
  'matchMoment.likeEachOther': 'أنت و{0} معجبان ببعضكما.',
  'matchMoment.keepBrowsing': 'متابعة التصفح',
  'matchMoment.sendMessage': 'أرسل رسالة',
} satisfies Catalogue;
