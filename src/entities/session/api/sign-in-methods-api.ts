import type { User } from '@supabase/supabase-js';
import { baseApi, supabaseQuery } from '@/shared/api';

/** How the signed-in member proves who they are: account actions ask for a password only if there is one. */
export interface SignInMethods {
  password: boolean;
  google: boolean;
}

// GoTrue lists the providers a user signs in with in app_metadata ('email' for a password).
function toSignInMethods(user: User | null): SignInMethods {
  const providers = (user?.app_metadata.providers as string[] | undefined) ?? [user?.app_metadata.provider].filter(Boolean);
  return { password: providers.includes('email'), google: providers.includes('google') };
}

const signInMethodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Read from the auth service, not the stored session: an identity may have been added since. */
    getSignInMethods: build.query<SignInMethods, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.getUser(), {
          context: 'Load sign-in methods',
          map: (data) => toSignInMethods(data?.user ?? null),
        }),
    }),
  }),
});

export const { useGetSignInMethodsQuery } = signInMethodsApi;
