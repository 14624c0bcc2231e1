import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A card's four rows (name, price, features, action) are rows of the page's grid (subgrid), so that
 * side by side the prices, the first features and the buttons line up whatever each plan lists.
 */
export const planCardFrame: SxProps<Theme> = {
  p: 3,
  display: 'grid',
  gridRow: 'span 4',
  gridTemplateRows: 'subgrid',
  rowGap: 2,
};

/** The grid the cards are placed in. */
export const planGrid: SxProps<Theme> = {
  display: 'grid',
  columnGap: 3,
  rowGap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
};
