import { baseApi, tags, supabaseQuery } from '@/shared/api';

export interface CompleteBasicsArgs {
  /** The signed-in member, whose row it completes. */
  me: string;
  firstName: string;
  birthDate: string;
}

export const completeBasicsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's first name and birth date; the database checks the 18 years and derives basics_complete. */
    completeBasics: build.mutation<null, CompleteBasicsArgs>({
      queryFn: ({ me, firstName, birthDate }) =>
        supabaseQuery((supabase) => supabase.from('profiles').update({ first_name: firstName, birth_date: birthDate }).eq('id', me), {
          context: 'Complete profile basics',
          map: () => null,
        }),
      // Everything about others was withheld until now: the own row, and every list of members.
      invalidatesTags: (_result, error, { me }) => (error ? [] : [tags.profile(me), tags.members]),
    }),
  }),
});

export const { useCompleteBasicsMutation } = completeBasicsApi;
