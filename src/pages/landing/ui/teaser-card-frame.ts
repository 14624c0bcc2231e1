import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A teaser card, and its skeleton while the catalogue loads: the same frame and at least the height
 * of a card with three features, so the section does not move when the plans arrive.
 */
export const teaserCardFrame: SxProps<Theme> = { p: 3, borderRadius: 3, border: 1, borderColor: 'divider', minHeight: 236 };

export const teaserGrid: SxProps<Theme> = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } };
