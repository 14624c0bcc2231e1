import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CompatibilityResult } from '@/entities/ai-answer';
import { aiAssistantTexts } from '../config/texts';
import { PointList } from './PointList';

/** The score with its strengths and concerns. */
export function CompatibilityDetails({ result }: { result: CompatibilityResult }) {
  const label = aiAssistantTexts.compatible(Math.round(result.score));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="p" variant="h6">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={result.score} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
      <PointList title={aiAssistantTexts.strengths} points={result.strengths} />
      <PointList title={aiAssistantTexts.concerns} points={result.concerns} />
    </Box>
  );
}
