import type { Theme } from '@mui/material/styles';

/**
 * An icon that points where reading goes (back, forward, previous, next, send, leave), as `sx`: turned
 * around in a right-to-left language, where back points right. Icons that show a thing rather than a
 * way (the wordmark's arrow, a heart) stay as drawn (docs/i18n.md, Right to left).
 */
export const mirroredInRtl = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});
