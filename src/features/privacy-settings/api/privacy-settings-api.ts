import { profileApi } from '@/entities/profile';
import { baseApi, supabaseQuery } from '@/shared/api';
import type { ProfileVisibility } from '@/shared/config';

export interface PrivacyChange {
  userId: string;
  visibility?: ProfileVisibility;
  showOnlineStatus?: boolean;
}

const privacySettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Saves at once; the control moves before the answer and moves back if the save fails. */
    savePrivacySettings: build.mutation<null, PrivacyChange>({
      queryFn: ({ userId, visibility, showOnlineStatus }) =>
        supabaseQuery(
          async (supabase) => {
            const { data, error } = await supabase
              .from('profiles')
              .update({ visibility, show_online_status: showOnlineStatus })
              .eq('id', userId)
              .select('id');
            // No row back means nothing was saved (not one's own row): that is a failure too.
            return { data, error: error ?? (data?.length ? null : new Error('The privacy settings were not saved')) };
          },
          { context: 'Save privacy settings', map: () => null },
        ),
      async onQueryStarted({ userId, visibility, showOnlineStatus }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          profileApi.util.updateQueryData('getOwnProfile', userId, (profile) => {
            if (!profile) return;
            if (visibility !== undefined) profile.visibility = visibility;
            if (showOnlineStatus !== undefined) profile.showOnlineStatus = showOnlineStatus;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useSavePrivacySettingsMutation } = privacySettingsApi;
