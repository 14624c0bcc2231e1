import { baseApi, tags, supabaseQuery, type TablesUpdate } from '@/shared/api';

export interface OwnProfileUpdate {
  id: string;
  changes: TablesUpdate<'profiles'>;
}

export const editProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: update the member's own row with the edited fields plus updated_at (RLS: own row only). */
    updateOwnProfile: build.mutation<null, OwnProfileUpdate>({
      queryFn: ({ id, changes }) =>
        supabaseQuery(
          (supabase) => supabase.from('profiles').update({ ...changes, updated_at: new Date().toISOString() }).eq('id', id),
          { context: 'Update own profile', map: () => null },
        ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [tags.profile(id)]),
    }),
  }),
});

export const { useUpdateOwnProfileMutation } = editProfileApi;
