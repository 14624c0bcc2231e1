import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { walkThroughTexts } from '../config/texts';

export interface StepNavigation {
  /** Absent where going back makes no sense (to the basics, which are saved for good). */
  onBack?: () => void;
  onSkip: () => void;
  /** The last step finishes instead of continuing. */
  isLast: boolean;
  /** The walk-through is being closed: nothing more to click. */
  finishing: boolean;
}

interface StepActionsProps extends StepNavigation {
  onNext: () => void;
  /** Nothing chosen yet: there is nothing to continue with, only to skip. */
  nextDisabled: boolean;
  busy?: boolean;
}

/** Back on the left; 'Skip for now' and Continue (Finish on the last step) on the right. */
export function StepActions({ onBack, onSkip, isLast, finishing, onNext, nextDisabled, busy = false }: StepActionsProps) {
  const waiting = busy || finishing;
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
      {onBack && (
        <Button onClick={onBack} disabled={waiting}>
          {walkThroughTexts.back}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      <Button onClick={onSkip} disabled={waiting}>
        {walkThroughTexts.skip}
      </Button>
      <Button variant="contained" onClick={onNext} disabled={nextDisabled || waiting}>
        {isLast ? walkThroughTexts.finish : walkThroughTexts.next}
      </Button>
    </Box>
  );
}
