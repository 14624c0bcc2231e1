import { authErrorMessages, baseApi } from '@/shared/api';
import { getSupabase } from '@/shared/supabase';

const signOutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, void>({
      async queryFn() {
        try {
          const supabase = await getSupabase();
          // supabase-js tolerates 401/403/404 from /logout and clears the local session either way.
          const { error } = await supabase.auth.signOut();
          if (error) {
            console.error('Sign-out failed', error);
            return { error: { message: authErrorMessages.logout, code: error.code } };
          }
          return { data: null };
        } catch (error) {
          console.error('Sign-out failed', error);
          return { error: { message: authErrorMessages.logout } };
        }
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
  }),
});

export const { useSignOutMutation } = signOutApi;
