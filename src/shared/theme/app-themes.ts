import type { Theme } from '@mui/material/styles';
import { createAppTheme } from './palette';

type TextDirection = 'ltr' | 'rtl';

const themes: Partial<Record<TextDirection, Theme>> = {};

/**
 * The app's theme for a text direction (Arabic's is right-to-left: docs/i18n.md), made the first time
 * it is asked for. Making one (its CSS variables for both schemes) is some 10 ms of a phone's main
 * thread: main.tsx asks for it in a task of its own, between the code's first run and the first render,
 * rather than as the module loads (docs/performance.md, The eighth round).
 */
export function themeFor(direction: TextDirection): Theme {
  return (themes[direction] ??= createAppTheme(direction));
}
