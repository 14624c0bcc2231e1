import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { interestAccepted } from '@/entities/interest';
import { relationshipApi } from '@/entities/match';
import { memberName } from '@/shared/lib';
import { useAppDispatch } from '@/shared/redux';

/** The toast of a match the other member made (she accepted the member's interest), on any signed-in page. */
const matchToastText = (name: string) => `It's a match! ${name} likes you too.`;

/**
 * A match made by the other member is announced wherever the member is: her interest was accepted,
 * or met by one sent back. One she made herself (her interest met one already waiting) is not: she
 * is looking at it.
 */
export function useMatchToasts(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const stop = dispatch(
      addListener({
        actionCreator: interestAccepted,
        effect: async ({ payload, meta }, api) => {
          if (!meta.byReceiver) return;
          const found = api.dispatch(relationshipApi.endpoints.getRelationship.initiate(payload.receiverId, { subscribe: false }));
          const { data } = await found;
          toast.success(matchToastText(memberName(data?.partner ?? { firstName: null, username: null })));
        },
      }),
    ) as unknown as UnsubscribeListener;
    return stop;
  }, [dispatch]);
}
