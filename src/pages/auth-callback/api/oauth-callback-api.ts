import { ensureProfile } from '@/entities/profile';
import { authErrorMessages, baseApi } from '@/shared/api';
import { getSupabase } from '@/shared/supabase';

const oauthCallbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * supabase-js exchanges the PKCE code in the URL while it starts; this reads the session it
     * made and makes sure the profile row exists.
     */
    completeOAuthSignIn: build.mutation<null, void>({
      async queryFn() {
        try {
          const supabase = await getSupabase();
          const { data, error } = await supabase.auth.getSession();
          if (error || !data.session) throw error ?? new Error('No session after the provider returned');
          await ensureProfile(supabase, data.session.user);
          return { data: null };
        } catch (error) {
          console.error('Sign-in callback failed', error);
          return { error: { message: authErrorMessages.callback } };
        }
      },
    }),
  }),
});

export const { useCompleteOAuthSignInMutation } = oauthCallbackApi;
