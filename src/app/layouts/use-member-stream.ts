import type { UnsubscribeListener, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { callStream } from '@/entities/call';
import { interestStream } from '@/entities/interest';
import { connectionRequestStream } from '@/entities/connection-request';
import { matchStream } from '@/entities/match';
import { messageStream } from '@/entities/message';
import { notificationStream } from '@/entities/notification';
import { openMemberStream } from '@/shared/api';
import { useAppDispatch } from '@/shared/redux';

/**
 * The signed-in member's one realtime channel, owned by the signed-in frame (not by a badge that a
 * layout may leave out): every entity's filtered bindings on it, their reactions on while it is open,
 * closed on sign-out. docs/architecture.md (The member stream).
 */
export function useMemberStream(me: string | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!me) return;
    const parts = [messageStream(me), interestStream(me), connectionRequestStream(me), matchStream(me), notificationStream(me), callStream(me)];
    // The listener middleware answers an addListener action with the function that removes it.
    const stops = parts.flatMap(({ reactions }) => reactions.map((reaction) => dispatch(reaction) as unknown as UnsubscribeListener));
    const closing = openMemberStream(
      me,
      parts.flatMap(({ bindings }) => bindings),
      (action: UnknownAction) => dispatch(action),
    );
    return () => {
      stops.forEach((stop) => stop());
      void closing.then((close) => close());
    };
  }, [me, dispatch]);
}
