import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ProfileCompleteness } from '@/entities/profile';
import { editProfileTexts } from '../config/texts';

/** SPEC §5's indicator: the percent, a bar red under 50, yellow under 80, green from 80. */
export function CompletenessMeter({ completeness }: { completeness: ProfileCompleteness }) {
  const labelId = useId();
  const { percent, color, isComplete } = completeness;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2">
          {editProfileTexts.completeness}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} color={color} aria-labelledby={labelId} sx={{ height: 8, borderRadius: 4 }} />
      {isComplete && (
        <Typography variant="body2" sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          {editProfileTexts.complete}
        </Typography>
      )}
    </Box>
  );
}
