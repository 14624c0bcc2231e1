import { defineTexts } from '@/shared/i18n';

/** Settings → Account: the data export's button (its toasts are shared/config's settingsTexts). */
export const exportMyDataTexts = defineTexts('exportMyData', {
  download: 'Download my data',
  preparing: 'Preparing your data...',
});
