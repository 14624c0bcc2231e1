import { defineTexts } from '@/shared/i18n';

/** Settings → Privacy & Security: the loading label and the way to the policy. */
export const settingsPrivacyTexts = defineTexts('settingsPrivacy', {
  loading: 'Loading privacy settings',
  /** The link's words (privacyPolicy) go where the language puts them. */
  howWeHandle: (privacyPolicy: string) => `How we handle your data: ${privacyPolicy}`,
  privacyPolicy: 'Privacy Policy',
});
