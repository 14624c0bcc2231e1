import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toMemberNotification, type NotificationRow } from '../lib/map-notification';
import type { MemberNotification } from '../model/notification';

/** The newest notifications the page shows. */
const PAGE_SIZE = 50;

// The rules (who is told what, when, and who reads it) are the database's
// (supabase/schemas/notifications); these are its calls.
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's newest notifications (an argument: her id, so that another member's never shows). */
    getNotifications: build.query<MemberNotification[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_notifications', { page_size: PAGE_SIZE }), {
          context: 'Load notifications',
          map: (rows) => ((rows ?? []) as NotificationRow[]).map(toMemberNotification),
        }),
      providesTags: [tags.notifications],
    }),
    /** How many are unread, up to 100 (the bell shows 99+). */
    getUnreadNotificationCount: build.query<number, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_unread_notification_count'), { context: 'Count notifications', map: (count) => count ?? 0 }),
      providesTags: [tags.notifications],
    }),
    /** Marks every unread notification read: the member has seen them on their page. */
    markNotificationsRead: build.mutation<number, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('mark_notifications_read', {}), { context: 'Mark notifications read', map: (count) => count ?? 0 }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.notifications]),
    }),
  }),
});

export const { useGetNotificationsQuery, useGetUnreadNotificationCountQuery, useMarkNotificationsReadMutation } =
  notificationsApi;
