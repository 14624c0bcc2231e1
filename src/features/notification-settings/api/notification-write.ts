import type { NotificationSettings, OwnProfileWrite } from '@/entities/profile';
import type { TablesUpdate } from '@/shared/api';
import { notificationToggles, type NotificationSetting } from '../config/notification-toggles';

/** One toggle as a write of the member's own row: the switch moves at once, and back if it fails. */
export function notificationWrite(me: string, settings: NotificationSettings, setting: NotificationSetting, enabled: boolean): OwnProfileWrite {
  const changes: TablesUpdate<'profiles'> = {};
  changes[notificationToggles.find((toggle) => toggle.setting === setting)!.column] = enabled;
  return { me, changes, optimistic: { notifications: { ...settings, [setting]: enabled } }, context: 'Save notification setting' };
}
