export type { MemberNotification, NotificationKind } from './model/notification';
export {
  notificationsApi,
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkNotificationsReadMutation,
} from './api/notifications-api';
export { notificationText, notificationLink } from './lib/notification-text';
export { notificationStream, notificationReceived, notificationRead } from './model/notification-stream';
