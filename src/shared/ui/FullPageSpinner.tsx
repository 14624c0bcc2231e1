import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { commonTexts } from '@/shared/config';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A ring drawn with CSS rather than MUI's CircularProgress: it is the loading fallback of every lazy
 * page, so it is in the first load, and the landing page's JavaScript budget has no room for
 * CircularProgress (npm run size).
 */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box
        role="progressbar"
        aria-label={label ?? commonTexts.loading}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'action.hover',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
    </Box>
  );
}
