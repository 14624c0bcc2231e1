import { profileApi } from '@/entities/profile';
import { baseApi, supabaseQuery, type TablesUpdate } from '@/shared/api';
import { notificationToggles, type NotificationSetting } from '../config/notification-toggles';

export interface NotificationChange {
  userId: string;
  setting: NotificationSetting;
  enabled: boolean;
}

function rowChange(setting: NotificationSetting, enabled: boolean): TablesUpdate<'profiles'> {
  const row: TablesUpdate<'profiles'> = {};
  row[notificationToggles.find((toggle) => toggle.setting === setting)!.column] = enabled;
  return row;
}

const notificationSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves one toggle at once; the switch moves before the answer and moves back if it fails. */
    saveNotificationSetting: build.mutation<null, NotificationChange>({
      queryFn: ({ userId, setting, enabled }) =>
        supabaseQuery(
          async (supabase) => {
            const { data, error } = await supabase.from('profiles').update(rowChange(setting, enabled)).eq('id', userId).select('id');
            // No row back means nothing was saved (not one's own row): that is a failure too.
            return { data, error: error ?? (data?.length ? null : new Error('The notification setting was not saved')) };
          },
          { context: 'Save notification setting', map: () => null },
        ),
      async onQueryStarted({ userId, setting, enabled }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getOwnProfile', userId, (profile) => {
            if (profile) profile.notifications[setting] = enabled;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useSaveNotificationSettingMutation } = notificationSettingsApi;
