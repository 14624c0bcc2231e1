import { baseApi, supabaseQuery } from '@/shared/api';
import { authErrorMessages } from '@/shared/config';
import type { AppSupabaseClient } from '@/shared/supabase';

/**
 * supabase-js exchanges the PKCE code in the URL while it starts; this reads the session it made.
 * The profile row is the database's: the sign-up trigger made it with the account (handle_new_user,
 * a username from the e-mail or user_xxxxx).
 */
async function completeSignIn(supabase: AppSupabaseClient) {
  const { data, error } = await supabase.auth.getSession();
  if (error || !data.session) return { error: error ?? new Error('No session after the provider returned') };
  return { error: null };
}

const oauthCallbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    completeOAuthSignIn: build.mutation<null, void>({
      queryFn: () =>
        supabaseQuery(completeSignIn, {
          context: 'Sign-in callback',
          mapError: () => ({ message: authErrorMessages.callback }),
          map: () => null,
        }),
    }),
  }),
});

export const { useCompleteOAuthSignInMutation } = oauthCallbackApi;
