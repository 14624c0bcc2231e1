import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PersonalityBars, personalityTexts as texts, type PersonalityResult } from '@/entities/personality';
import { routes } from '@/shared/config';
import { formatDate } from '@/shared/lib';

interface PersonalityResultCardProps {
  me: string;
  result: PersonalityResult;
  /** A heading line above the bars ('Your result is ready.'), or when she may retake it. */
  note?: ReactNode;
}

/** Her result on the assessment's page: the bars, a note, and the way to her profile, where she shares it. */
export function PersonalityResultCard({ me, result, note }: PersonalityResultCardProps) {
  return (
    <Stack spacing={3}>
      {note}
      <PersonalityBars scores={result.scores} />
      <Typography variant="body2" color="text.secondary">
        {texts.completedOn(formatDate(result.completedAt))}
      </Typography>
      <Button component={RouterLink} to={routes.profile(me)} variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {texts.viewProfile}
      </Button>
    </Stack>
  );
}
