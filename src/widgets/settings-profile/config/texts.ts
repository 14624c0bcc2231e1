import { defineTexts } from '@/shared/i18n';

/** Settings → Profile Settings: what Edit Profile holds, and its button. */
export const settingsProfileTexts = defineTexts('settingsProfile', {
  lead: 'Your photos, bio, interests and what you are looking for.',
  editProfile: 'Edit Profile',
});
