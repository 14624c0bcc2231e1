import type { DatingFilters } from '../model/filters';
import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { preferenceColumns } from '../lib/preference-columns';

export interface SavePreferencesArgs {
  /** The signed-in member: RLS lets a member update only their own row. */
  userId: string;
  filters: DatingFilters;
}

export const setPreferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One update of the member's own profiles row with every saved-filter column, plus updated_at. */
    savePreferences: build.mutation<null, SavePreferencesArgs>({
      queryFn: ({ userId, filters }) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('profiles')
              .update({ ...preferenceColumns(filters), updated_at: new Date().toISOString() })
              .eq('id', userId),
          { context: 'Save preferences', map: () => null },
        ),
      // The own profile (the modal's values next time) and the feed, which starts again from its first page.
      invalidatesTags: (_result, error, { userId }) => (error ? [] : [tags.profile(userId)]),
    }),
  }),
});

export const { useSavePreferencesMutation } = setPreferencesApi;
