import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { respondToInterestTexts as texts } from '../config/texts';
import { useAnswerInterest } from '../model/use-answer-interest';

interface AnswerInterestButtonsProps {
  interestId: string;
  senderId: string;
  /** The sender's first name (or username), so each button says whose interest it answers. */
  senderName: string;
  /** Called once accepted, as "It's a match!" opens (the likes dialog closes). */
  onAccepted?: () => void;
}

/** Accept and Reject for one interest received. */
export function AnswerInterestButtons({ interestId, senderId, senderName, onAccepted }: AnswerInterestButtonsProps) {
  const { accept, reject, busy } = useAnswerInterest({ interestId, senderId, onAccepted });
  return (
    <>
      <Button variant="contained" size="small" startIcon={<CheckIcon aria-hidden />} disabled={busy} onClick={accept} aria-label={texts.acceptInterestFrom(senderName)}>
        {texts.accept}
      </Button>
      <Button variant="outlined" size="small" startIcon={<CloseIcon aria-hidden />} disabled={busy} onClick={reject} aria-label={texts.rejectInterestFrom(senderName)}>
        {texts.reject}
      </Button>
    </>
  );
}
