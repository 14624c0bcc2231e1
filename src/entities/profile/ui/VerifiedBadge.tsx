import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { memberProfileTexts as texts } from '../config/texts';

interface VerifiedBadgeProps {
  /** With the word beside the icon (the profile page, the thread header); the icon alone on cards. */
  withLabel?: boolean;
}

/**
 * The verified badge (docs/features.md, Verified badge): shown where the read says the member's main
 * photo passed photo verification (private.is_verified). Outside the name's heading, so the heading
 * stays the name the pages are found by.
 */
export function VerifiedBadge({ withLabel = false }: VerifiedBadgeProps) {
  return (
    <Tooltip title={texts.verifiedExplanation}>
      <Box component="span" role="img" aria-label={texts.verified} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main' }}>
        <VerifiedIcon fontSize="small" aria-hidden />
        {withLabel && (
          <Box component="span" aria-hidden sx={{ typography: 'body2', fontWeight: 500 }}>
            {texts.verified}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}
