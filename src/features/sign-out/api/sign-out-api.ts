import { forgetDevice, pushDeviceApi } from '@/entities/push-device';
import { baseApi, mapSignOutError, supabaseQuery } from '@/shared/api';

const signOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, void>({
      // supabase-js tolerates 401/403/404 from /logout and clears the local session either way.
      queryFn: async (_arg, { dispatch }) => {
        await forgetDevice((endpoint) => dispatch(pushDeviceApi.endpoints.removePushSubscription.initiate(endpoint)).unwrap());
        return supabaseQuery((supabase) => supabase.auth.signOut(), { context: 'Sign-out', mapError: mapSignOutError, map: () => null });
      },
      // Nothing cached belongs to the next user.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(baseApi.util.resetApiState());
        } catch {
          // The error is shown by the caller.
        }
      },
    }),
    /** Ends every other session of the member (GoTrue's scope 'others'); this one stays, and so does the cache. */
    signOutOtherDevices: build.mutation<null, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.signOut({ scope: 'others' }), {
          context: 'Sign out of other devices',
          mapError: mapSignOutError,
          map: () => null,
        }),
    }),
  }),
});

export const { useSignOutMutation, useSignOutOtherDevicesMutation } = signOutApi;
