import { authErrorMessages, baseApi, mapSignInError } from '@/shared/api';
import { routes } from '@/shared/config';
import { getSupabase } from '@/shared/supabase';

export interface PasswordCredentials {
  email: string;
  password: string;
}

const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithPassword: build.mutation<null, PasswordCredentials>({
      async queryFn(credentials) {
        try {
          const supabase = await getSupabase();
          const { error } = await supabase.auth.signInWithPassword(credentials);
          return error ? { error: mapSignInError(error) } : { data: null };
        } catch (error) {
          return { error: mapSignInError(error) };
        }
      },
    }),
    signInWithGoogle: build.mutation<null, void>({
      async queryFn() {
        try {
          const supabase = await getSupabase();
          const { error } = await supabase.auth.signInWithOAuth({
            provider: 'google',
            options: {
              redirectTo: `${window.location.origin}${routes.authCallback}`,
              queryParams: { access_type: 'offline', prompt: 'consent' },
            },
          });
          return error ? { error: mapSignInError(error, authErrorMessages.google) } : { data: null };
        } catch (error) {
          return { error: mapSignInError(error, authErrorMessages.google) };
        }
      },
    }),
  }),
});

export const { useSignInWithPasswordMutation, useSignInWithGoogleMutation } = signInApi;
