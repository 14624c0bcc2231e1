import { baseApi, supabaseQuery } from '@/shared/api';
import { firstNameFromProvider } from '../lib/first-name-from-provider';

export const providerNameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first name her sign-in provider gave (null for none): from the stored session, which holds
     * what the provider sent at sign-up. The argument (her id) only keys the cache.
     */
    getProviderFirstName: build.query<string | null, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.getSession(), {
          context: 'Read the provider’s name',
          map: (data) => firstNameFromProvider(data?.session?.user.user_metadata),
        }),
    }),
  }),
});

export const { useGetProviderFirstNameQuery } = providerNameApi;
