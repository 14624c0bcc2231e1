import { baseApi, supabaseQuery } from '@/shared/api';
import { DELETE_CONFIRM_WORD } from '@/shared/config';
import type { AppSupabaseClient } from '@/shared/supabase';
import { describeFunctionFailure } from '@/shared/api';
import { mapDeleteAccountError } from '../lib/map-delete-account-error';

export interface AccountDeletion {
  /** Required by the function for accounts that sign in with a password. */
  password?: string;
}

/** The function removes the photo files, then the auth user (the database cascades the rest). */
async function deleteAccount(supabase: AppSupabaseClient, { password }: AccountDeletion) {
  const { error } = await supabase.functions.invoke('delete-account', {
    body: { confirm: DELETE_CONFIRM_WORD, ...(password ? { password } : {}) },
  });
  if (error) return { error: await describeFunctionFailure(error) };
  // The account is gone, and its session with it: end it here only (the server has nothing to end).
  return supabase.auth.signOut({ scope: 'local' });
}

const deleteAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<null, AccountDeletion>({
      queryFn: (deletion) =>
        supabaseQuery((supabase) => deleteAccount(supabase, deletion), {
          context: 'Delete account',
          mapError: mapDeleteAccountError,
          map: () => null,
        }),
      // Nothing cached belongs to anyone any more.
      async onQueryStarted(_deletion, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(baseApi.util.resetApiState());
        } catch {
          // The error is shown by the dialog.
        }
      },
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
