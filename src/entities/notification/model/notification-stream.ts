import { addListener, createAction } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';
import { notificationsApi } from '../api/notifications-api';
import { showInBrowser } from './show-in-browser';

/** The database told the member something (a new row), or marked one read (reading a conversation). */
export const notificationReceived = createAction<{ id: string }>('notification/received');
export const notificationRead = createAction<{ id: string }>('notification/read');

/**
 * The notifications part of the member stream: a new one and one read elsewhere load the bell's
 * count and the page again; a new one also reaches the browser's notifications while the tab is hidden.
 */
export function notificationStream(me: string): MemberStreamPart {
  return {
    bindings: [
      changeBinding({ table: 'notifications', event: 'INSERT', filter: `member_id=eq.${me}`, toAction: (change) => notificationReceived({ id: change.new.id }) }),
      changeBinding({ table: 'notifications', event: 'UPDATE', filter: `member_id=eq.${me}`, toAction: (change) => notificationRead({ id: change.new.id }) }),
    ],
    reactions: [
      addListener({
        actionCreator: notificationReceived,
        effect: async ({ payload }, { dispatch }) => {
          // A like for a member whose plan hides who liked her reaches her only as this notification:
          // the interests stream never delivers its row to her (docs/plans.md, See who liked you), so
          // the likes count loads again.
          dispatch(baseApi.util.invalidateTags([tags.notifications, tags.receivedInterests]));
          await showInBrowser(payload.id, me, () => dispatch(notificationsApi.endpoints.getNotifications.initiate(me, { subscribe: false, forceRefetch: true })));
        },
      }),
      addListener({
        actionCreator: notificationRead,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.notifications])),
      }),
      addListener({
        actionCreator: memberStreamResumed,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.notifications])),
      }),
    ],
  };
}
