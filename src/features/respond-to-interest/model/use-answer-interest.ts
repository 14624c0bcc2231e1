import toast from 'react-hot-toast';
import { matchMade } from '@/entities/match';
import { selectSessionUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { useAnswerInterestMutation, type InterestAnswer } from '../api/answer-interest';
import { respondToInterestTexts } from '../config/texts';

/** The toasts of each answer, read when raised (so they follow the language). */
const outcome = (choice: InterestAnswer) =>
  choice === 'accepted'
    ? { success: respondToInterestTexts.accepted, failure: respondToInterestTexts.acceptFailed }
    : { success: respondToInterestTexts.rejected, failure: respondToInterestTexts.rejectFailed };

/**
 * Accept or reject one received interest, with the SPEC's toasts. Accepting makes a match: "It's a
 * match!" (widgets/match-moment) offers that person's conversation.
 */
export function useAnswerInterest({ interestId, senderId, onAccepted }: { interestId: string; senderId: string; onAccepted?: () => void }) {
  const me = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  const [answerInterest, { isLoading }] = useAnswerInterestMutation();

  const answer = async (choice: InterestAnswer) => {
    if (!me) return;
    try {
      await answerInterest({ me, interestId, senderId, answer: choice }).unwrap();
    } catch {
      // Logged with its cause by the endpoint; the like is back in the list.
      toast.error(outcome(choice).failure);
      return;
    }
    toast.success(outcome(choice).success);
    if (choice === 'accepted') {
      onAccepted?.();
      dispatch(matchMade(senderId));
    }
  };
  return { accept: () => answer('accepted'), reject: () => answer('rejected'), busy: isLoading };
}
