import { useCallback } from 'react';
import toast from 'react-hot-toast';
import {
  callAnswered,
  callChanged,
  callDismissed,
  callHungUp,
  useAnswerCallMutation,
  useDeclineCallMutation,
  useEndCallMutation,
  type CallSession,
} from '@/entities/call';
import { useAppDispatch } from '@/shared/redux';

const message = (error: unknown) => (error as { message?: string }).message ?? String(error);

/** Accept, decline and hang up: the database's function first, then the call's state. */
export function useCallActions({ call }: CallSession) {
  const dispatch = useAppDispatch();
  const [answer] = useAnswerCallMutation();
  const [decline] = useDeclineCallMutation();
  const [end] = useEndCallMutation();
  const callId = call?.id ?? '';

  const accept = useCallback(async () => {
    if (!call) return;
    dispatch(callAnswered(call));
    try {
      await answer(call.id).unwrap();
    } catch (error) {
      toast.error(message(error));
      dispatch(callDismissed());
    }
  }, [answer, call, dispatch]);

  const refuse = useCallback(async () => {
    dispatch(callDismissed());
    await decline(callId)
      .unwrap()
      .catch((error: unknown) => toast.error(message(error)));
  }, [decline, callId, dispatch]);

  /** Ends the call in the database: a call still ringing is missed, an answered one ended. */
  const endCall = useCallback(async () => {
    const ended = await end(callId)
      .unwrap()
      .catch(() => null);
    if (ended) dispatch(callChanged(ended));
  }, [end, callId, dispatch]);

  const hangUp = useCallback(
    (tellOtherSide: () => void) => {
      tellOtherSide();
      dispatch(callHungUp());
      void endCall();
    },
    [dispatch, endCall],
  );

  return { accept, refuse, endCall, hangUp };
}
