import { baseApi, supabaseQuery } from '@/shared/api';
import { mapPasswordChangeError } from '../lib/map-password-change-error';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GoTrue's secure password change: the current password proves it is the member, not a stolen token. */
    changePassword: build.mutation<null, PasswordChange>({
      queryFn: ({ currentPassword, newPassword }) =>
        supabaseQuery((supabase) => supabase.auth.updateUser({ password: newPassword, current_password: currentPassword }), {
          context: 'Change password',
          mapError: mapPasswordChangeError,
          // The answer carries the user; nothing of it belongs in the store.
          map: () => null,
        }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
