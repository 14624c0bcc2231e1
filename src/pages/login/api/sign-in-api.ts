import { baseApi, mapSignInError, supabaseQuery } from '@/shared/api';
import { authErrorMessages, routes } from '@/shared/config';

export interface PasswordCredentials {
  email: string;
  password: string;
}

// The session stays with supabase-js: the endpoints return null, so no token reaches the store.
const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithPassword: build.mutation<null, PasswordCredentials>({
      queryFn: (credentials) =>
        supabaseQuery((supabase) => supabase.auth.signInWithPassword(credentials), {
          context: 'Password sign-in',
          mapError: mapSignInError,
          map: () => null,
        }),
    }),
    signInWithGoogle: build.mutation<null, void>({
      queryFn: () =>
        supabaseQuery(
          (supabase) =>
            supabase.auth.signInWithOAuth({
              provider: 'google',
              options: {
                redirectTo: `${window.location.origin}${routes.authCallback}`,
                queryParams: { access_type: 'offline', prompt: 'consent' },
              },
            }),
          { context: 'Google sign-in', mapError: (error) => mapSignInError(error, authErrorMessages.google), map: () => null },
        ),
    }),
  }),
});

export const { useSignInWithPasswordMutation, useSignInWithGoogleMutation } = signInApi;
