import type { MemberNotification } from '@/entities/notification';

export interface DayGroup {
  label: 'Today' | 'Yesterday' | 'Earlier';
  notifications: MemberNotification[];
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Newest first, in the member's own days: Today, Yesterday, Earlier (empty groups left out). */
export function dayGroups(notifications: MemberNotification[], now = new Date()): DayGroup[] {
  const today = startOfDay(now);
  const yesterday = today - 24 * 60 * 60 * 1000;
  const groups: DayGroup[] = [
    { label: 'Today', notifications: [] },
    { label: 'Yesterday', notifications: [] },
    { label: 'Earlier', notifications: [] },
  ];
  for (const notification of notifications) {
    const day = startOfDay(new Date(notification.createdAt));
    groups[day >= today ? 0 : day >= yesterday ? 1 : 2].notifications.push(notification);
  }
  return groups.filter((group) => group.notifications.length > 0);
}
