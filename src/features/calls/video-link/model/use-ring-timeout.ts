import { useEffect } from 'react';
import { CALL_RING_SECONDS } from '@rules/call-rules';
import { callDismissed, type CallSession } from '@/entities/call';
import { useAppDispatch } from '@/shared/redux';

/**
 * A call nobody answers: the caller's tab ends it after the ring timeout (the database writes it
 * missed, and would count it missed by its own clock anyway); the callee's stops ringing a moment
 * later, in case the caller's tab is gone.
 */
export function useRingTimeout({ phase, call }: CallSession, endCall: () => Promise<void>): void {
  const dispatch = useAppDispatch();
  const callId = call?.id;
  useEffect(() => {
    if (phase === 'calling') {
      const timer = setTimeout(() => void endCall(), CALL_RING_SECONDS * 1000);
      return () => clearTimeout(timer);
    }
    if (phase === 'ringing') {
      const timer = setTimeout(() => dispatch(callDismissed()), (CALL_RING_SECONDS + 2) * 1000);
      return () => clearTimeout(timer);
    }
  }, [phase, callId, endCall, dispatch]);
}
