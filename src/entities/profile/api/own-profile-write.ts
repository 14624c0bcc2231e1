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
 * Whether a write to her own row may change which members she is shown (every list of members loads
 * again). Nearly any column may: her basics open every list (docs/database.md, Adults only), her
 * filters apply both ways, her traits meet the others' filters, her city sets distances, her
 * interests order the feed. Only her settings about being told, being seen online and her language never do.
 */
export const changesWhoSeesWhom = (changes: TablesUpdate<'profiles'>): boolean =>
  Object.keys(changes).some((column) => !column.startsWith('notify_') && column !== 'show_online_status' && column !== 'locale');

/**
 * The one write path for the member's own row (Edit Profile, Dating Preferences, notification and
 * privacy settings, the basics a Google sign-up completes); the row itself is made by the database
 * with the account. The database stamps updated_at and derives the rest (full_name, age, location,
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
      invalidatesTags: (_result, error, { me, changes }) => (error ? [] : changesWhoSeesWhom(changes) ? [tags.profile(me), tags.members] : [tags.profile(me)]),
    }),
  }),
});

export const { useUpdateOwnProfileMutation } = ownProfileWriteApi;
