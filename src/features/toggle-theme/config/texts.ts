import { defineTexts } from '@/shared/i18n';

/** The header's theme button: its name says what it switches to. */
export const themeToggleTexts = defineTexts('themeToggle', {
  toLight: 'Switch to light theme',
  toDark: 'Switch to dark theme',
});
