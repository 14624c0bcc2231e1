import { baseApi, mapSignUpError, supabaseQuery, type ApiError } from '@/shared/api';
import { authErrorMessages, routes, type Gender } from '@/shared/config';
import { currentLocale } from '@/shared/i18n';
import { createIsolatedClient } from '@/shared/supabase';

/** What registration knows about the new member: the sign-up's metadata, from which the database makes her row. */
export interface NewAccount {
  username: string;
  first_name: string;
  last_name: string;
  gender: Gender;
  birth_date: string;
  email: string;
  password: string;
}

/** SPEC §7: a failed check is logged and the name treated as free; sign-up has the last word. */
async function isUsernameTaken(username: string): Promise<boolean> {
  const check = await supabaseQuery((supabase) => supabase.rpc('is_username_available', { username }), {
    context: 'Username check',
  });
  return 'data' in check && check.data === false;
}

/** What the member must do next: confirm her address from the e-mail, or just sign in. */
export interface Registration {
  confirmationSent: boolean;
}

/**
 * Sign-up, with the profile's fields as the account's metadata: the database makes her row from
 * them (handle_new_user), or refuses the sign-up with the reason. The metadata's `locale` is the
 * language the page is shown in: the confirmation e-mail is written in it (docs/i18n.md, On the
 * server). The account is created in a client of its own, so registering does not sign in.
 */
async function signUp({ email, password, ...profile }: NewAccount) {
  const client = await createIsolatedClient();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { ...profile, locale: currentLocale() }, emailRedirectTo: `${window.location.origin}${routes.authConfirm}` },
  });
  if (error) return { data: null, error };
  // With e-mail confirmation off a session came too: registering does not sign in.
  if (data.session) await client.auth.signOut({ scope: 'local' });
  return { data: { confirmationSent: !data.session }, error: null };
}

function withField(error: ApiError): ApiError {
  if (error.code === 'username_taken') return { ...error, field: 'username' };
  if (error.message === authErrorMessages.emailRegistered) return { ...error, field: 'email' };
  return error;
}

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §5 order after the form's own checks: online check, username uniqueness, sign-up (the database makes the profile). */
    registerAccount: build.mutation<Registration, NewAccount>({
      async queryFn(account) {
        if (globalThis.navigator?.onLine === false) {
          return { error: { message: authErrorMessages.registerOffline, code: 'offline' } };
        }
        if (await isUsernameTaken(account.username)) {
          return { error: { message: authErrorMessages.usernameTaken, code: 'username_taken', field: 'username' } };
        }
        return supabaseQuery(() => signUp(account), {
          context: 'Registration',
          mapError: (error) => withField(mapSignUpError(error)),
          map: (registration) => registration ?? { confirmationSent: false },
        });
      },
    }),
  }),
});

export const { useRegisterAccountMutation } = registerApi;
