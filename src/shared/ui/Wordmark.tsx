import NorthEastIcon from '@mui/icons-material/NorthEast';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The brand, the same in every language. */
const BRAND = 'Ascend';

interface WordmarkProps {
  size?: 'small' | 'large';
}

/** The brand: an upward arrow and the name. */
export function Wordmark({ size = 'small' }: WordmarkProps) {
  const fontSize = size === 'large' ? '2rem' : '1.4rem';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.primary' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: '1.6em',
          height: '1.6em',
          fontSize,
          borderRadius: '30%',
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.vars.palette.primary.main}, ${theme.vars.palette.secondary.main})`,
        }}
      >
        <NorthEastIcon sx={{ fontSize: '1em' }} />
      </Box>
      <Typography component="span" sx={{ fontSize, fontWeight: 800, letterSpacing: '-0.03em' }}>
        {BRAND}
      </Typography>
    </Box>
  );
}
