import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import { useAnswerInterestMutation, type InterestAnswer } from '../api/answer-interest';
import { respondToInterestTexts } from '../config/texts';

const outcome = {
  accepted: { success: respondToInterestTexts.accepted, failure: respondToInterestTexts.acceptFailed },
  rejected: { success: respondToInterestTexts.rejected, failure: respondToInterestTexts.rejectFailed },
} as const;

/**
 * Accept or reject one received interest, with the SPEC's toasts. Accepting makes a match, so the
 * member goes straight to that person's conversation.
 */
export function useAnswerInterest({ interestId, senderId, onAccepted }: { interestId: string; senderId: string; onAccepted?: () => void }) {
  const me = useAppSelector(selectSessionUser)?.id;
  const navigate = useNavigate();
  const [answerInterest, { isLoading }] = useAnswerInterestMutation();

  const answer = async (choice: InterestAnswer) => {
    if (!me) return;
    try {
      await answerInterest({ me, interestId, senderId, answer: choice }).unwrap();
    } catch {
      // Logged with its cause by the endpoint; the like is back in the list.
      toast.error(outcome[choice].failure);
      return;
    }
    toast.success(outcome[choice].success);
    if (choice === 'accepted') {
      onAccepted?.();
      navigate(routes.conversation(senderId));
    }
  };
  return { accept: () => answer('accepted'), reject: () => answer('rejected'), busy: isLoading };
}
