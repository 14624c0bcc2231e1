import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureProfile, type NewProfileFields } from '@/entities/profile';
import { authErrorMessages, baseApi, mapSignUpError, type ApiError } from '@/shared/api';
import { registrationMessages } from '@/shared/lib';
import { createIsolatedClient, getSupabase } from '@/shared/supabase';

export interface NewAccount extends NewProfileFields {
  email: string;
  password: string;
}

/** SPEC §7: a failed check is logged and the name treated as free; sign-up has the last word. */
async function isUsernameTaken(client: SupabaseClient, username: string): Promise<boolean> {
  const { data, error } = await client.rpc('is_username_available', { username });
  if (error) {
    console.error('Username check failed', error);
    return false;
  }
  return data === false;
}

function withField(error: ApiError): ApiError {
  if (error.message === registrationMessages.usernameTaken) return { ...error, field: 'username' };
  if (error.message === authErrorMessages.emailRegistered) return { ...error, field: 'email' };
  return error;
}

/**
 * SPEC §5 order after the form's own checks: online check, username uniqueness, sign-up, profile
 * insert. The account is created in a client of its own, so registering does not sign in.
 */
async function registerAccount({ email, password, ...profile }: NewAccount): Promise<{ data: null } | { error: ApiError }> {
  if (globalThis.navigator?.onLine === false) return { error: { message: authErrorMessages.registerOffline, code: 'offline' } };
  if (await isUsernameTaken(await getSupabase(), profile.username)) {
    return { error: { message: registrationMessages.usernameTaken, code: 'username_taken', field: 'username' } };
  }
  const client = await createIsolatedClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: profile } });
  if (error) return { error: withField(mapSignUpError(error)) };
  // With e-mail confirmation on (hosted) there is no session yet; the database made the profile.
  if (data.session && data.user) {
    await ensureProfile(client, data.user, profile);
    await client.auth.signOut({ scope: 'local' });
  }
  return { data: null };
}

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerAccount: build.mutation<null, NewAccount>({
      async queryFn(account) {
        try {
          return await registerAccount(account);
        } catch (error) {
          console.error('Registration failed', error);
          return { error: withField(mapSignUpError(error)) };
        }
      },
    }),
  }),
});

export const { useRegisterAccountMutation } = registerApi;
