import { baseApi, supabaseQuery } from '@/shared/api';

/**
 * Kept in the member's auth user_metadata, so that it holds on every device she signs in on. Set once
 * she has finished or skipped the walk-through (or was found with a settled profile).
 */
export const ONBOARDING_DONE = { onboarding: 'done' } as const;

const isDone = (metadata: Record<string, unknown> | undefined) => metadata?.onboarding === ONBOARDING_DONE.onboarding;

export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether the member has been through the walk-through. Read from the auth service, not the stored
     * session, which may predate a walk-through finished on another device. The argument (her id)
     * only keys the cache: the session says whose metadata it is.
     */
    getOnboardingDone: build.query<boolean, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.getUser(), {
          context: 'Load onboarding state',
          map: (data) => isDone(data?.user?.user_metadata),
        }),
    }),
    finishOnboarding: build.mutation<null, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.updateUser({ data: ONBOARDING_DONE }), {
          context: 'Remember onboarding done',
          // The user object carries nothing the cache needs.
          map: () => null,
        }),
      // Over for this visit whatever the auth service answers, and never undone: a failed write
      // (logged) costs her one more walk-through on a later visit, while undoing it would send her
      // straight back into the one she just left.
      onQueryStarted(me, { dispatch }) {
        void dispatch(onboardingApi.util.upsertQueryData('getOnboardingDone', me, true));
      },
    }),
  }),
});

export const { useGetOnboardingDoneQuery, useFinishOnboardingMutation } = onboardingApi;
