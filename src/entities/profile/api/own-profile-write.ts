import { baseApi, supabaseQuery, tags, type TablesUpdate } from '@/shared/api';
import type { OwnProfile } from '../model/own-profile';
import { profileApi } from './profile-api';

export interface OwnProfileWrite {
  /** The signed-in member: RLS lets a member update her own row only. */
  me: string;
  changes: TablesUpdate<'profiles'>;
  /** What the member sees at once, merged into her cached profile and taken back if the save fails. */
  optimistic?: Partial<OwnProfile>;
  /** Names the write in the console when it fails ('Save privacy settings'). */
  context: string;
}

/**
 * The one write path for the member's own row (Edit Profile, Dating Preferences, notification and
 * privacy settings). The database stamps updated_at and derives the rest (full_name, age, location,
 * basics_complete); an update that returns no row saved nothing, which is a failure too. On success
 * the own profile is read again, so the cache holds what the database made of the change.
 */
export const ownProfileWriteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateOwnProfile: build.mutation<null, OwnProfileWrite>({
      queryFn: ({ me, changes, context }) =>
        supabaseQuery(
          async (supabase) => {
            const { data, error } = await supabase.from('profiles').update(changes).eq('id', me).select('id');
            return { data, error: error ?? (data?.length ? null : new Error(`${context}: no row of the member's was changed`)) };
          },
          { context, map: () => null },
        ),
      async onQueryStarted({ me, optimistic }, { dispatch, queryFulfilled }) {
        if (!optimistic) return;
        const patch = dispatch(
          profileApi.util.updateQueryData('getOwnProfile', me, (profile) => {
            if (profile) Object.assign(profile, optimistic);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { me }) => (error ? [] : [tags.profile(me)]),
    }),
  }),
});

export const { useUpdateOwnProfileMutation } = ownProfileWriteApi;
