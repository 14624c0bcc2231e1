import type { EmailOtpType } from '@supabase/supabase-js';
import { baseApi, mapSignInError, supabaseQuery, type ApiError } from '@/shared/api';
import { emailLinkTexts, routes } from '@/shared/config';

/** The link types the auth service e-mails (`type` in a link's query). */
export type EmailLinkType = Extract<EmailOtpType, 'recovery' | 'signup' | 'email' | 'email_change' | 'magiclink' | 'invite'>;

/** A refused e-mail request: too many (429) has its own words; the rest read as sign-in failures. */
function mapEmailRequestError(error: unknown): ApiError {
  const { status } = (error ?? {}) as { status?: number };
  if (status === 429) return { message: emailLinkTexts.tooManyRequests, code: 'rate_limited', status };
  return mapSignInError(error);
}

const pageUrl = (path: string) => `${window.location.origin}${path}`;

// Each answers null: the session a link starts stays with supabase-js, like every sign-in's.
const emailLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for a reset link; the answer is the same whether the address has an account or not. */
    requestPasswordReset: build.mutation<null, string>({
      queryFn: (email) =>
        supabaseQuery((supabase) => supabase.auth.resetPasswordForEmail(email, { redirectTo: pageUrl(routes.resetPassword) }), {
          context: 'Password reset request',
          mapError: mapEmailRequestError,
          map: () => null,
        }),
    }),
    /** A new confirmation link for an address that has not confirmed yet. */
    resendConfirmation: build.mutation<null, string>({
      queryFn: (email) =>
        supabaseQuery(
          (supabase) => supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: pageUrl(routes.authConfirm) } }),
          { context: 'Resend confirmation', mapError: mapEmailRequestError, map: () => null },
        ),
    }),
    /** Spends an e-mail link's token: the member is signed in (GoTrue's POST /verify). */
    verifyEmailLink: build.mutation<null, { tokenHash: string; type: EmailLinkType }>({
      queryFn: ({ tokenHash, type }) =>
        supabaseQuery((supabase) => supabase.auth.verifyOtp({ token_hash: tokenHash, type }), {
          context: 'Verify e-mail link',
          mapError: mapSignInError,
          map: () => null,
        }),
    }),
    /** The new password of a member signed in by a reset link (no current password needed then). */
    setNewPassword: build.mutation<null, string>({
      queryFn: (password) =>
        supabaseQuery((supabase) => supabase.auth.updateUser({ password }), {
          context: 'Set new password',
          mapError: (error) => {
            const { code, message } = (error ?? {}) as { code?: string; message?: string };
            return code === 'same_password' || code === 'weak_password' ? { message: message ?? '', code } : mapSignInError(error);
          },
          map: () => null,
        }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResendConfirmationMutation, useVerifyEmailLinkMutation, useSetNewPasswordMutation } =
  emailLinkApi;
