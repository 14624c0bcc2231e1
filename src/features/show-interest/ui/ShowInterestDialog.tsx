import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { matchMade, relationshipApi } from '@/entities/match';
import { UsageLeftNote, usePlanLimitToast } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { isPlanLimitError } from '@/shared/api';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { useSendInterestMutation } from '../api/send-interest';
import { showInterestTexts } from '../config/texts';
import { OptionalMessageField } from '@/shared/ui';

interface ShowInterestDialogProps {
  receiverId: string;
  receiverName: string;
  onClose: () => void;
  onSent?: () => void;
}

/**
 * The Show Interest modal: an optional message (trimmed, at most 500 characters), what is left of
 * today's interests (on a plan that limits them), and Send. An
 * interest that meets one already waiting is a match at once: "It's a match!" instead of the toast.
 */
export function ShowInterestDialog({ receiverId, receiverName, onClose, onSent }: ShowInterestDialogProps) {
  const titleId = useId();
  const user = useAppSelector(selectSessionUser);
  const [message, setMessage] = useState('');
  const [sendInterest, { isLoading }] = useSendInterestMutation();
  const showPlanLimit = usePlanLimitToast();
  const dispatch = useAppDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    // Closed at once: the card has already left the feed; a failure brings it back with a toast.
    onClose();
    try {
      await sendInterest({ me: user.id, receiverId, message }).unwrap();
      // The row comes back pending (the match is made after the insert): the relationship tells.
      const now = await dispatch(relationshipApi.endpoints.getRelationship.initiate(receiverId, { subscribe: false, forceRefetch: true }));
      if (now.data?.relationship.kind === 'matched') dispatch(matchMade(receiverId));
      else toast.success(showInterestTexts.sent);
      onSent?.();
    } catch (error) {
      const message = (error as { message?: string }).message ?? showInterestTexts.failed;
      // The day's interests are used up: the way on is a bigger plan.
      if (isPlanLimitError(error)) showPlanLimit(message);
      else toast.error(message);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{showInterestTexts.showInterest}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{showInterestTexts.intro(receiverName)}</DialogContentText>
          {user && <UsageLeftNote me={user.id} limit="interests" />}
          <OptionalMessageField value={message} onChange={setMessage} maxLength={INTEREST_MESSAGE_MAX_LENGTH} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{showInterestTexts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isLoading || !user}>
            {showInterestTexts.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
