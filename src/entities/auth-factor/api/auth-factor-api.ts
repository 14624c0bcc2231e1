import { baseApi, supabaseQuery, tags } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapFactorError } from '../lib/map-factor-error';
import { toAuthFactor, type AuthFactor, type TotpEnrollment } from '../lib/to-auth-factor';

/**
 * The member's factors through supabase-js's own `auth.mfa` API, so the same calls work against
 * hosted Supabase and the embedded server (docs/features.md, Two-step sign-in). Sessions stay with
 * supabase-js: a verify answers null here, and the store learns the new level from the auth event.
 */

/** A new session after a factor is removed: the stored one still lists it (supabase-js does not refresh by itself). */
async function unenroll(supabase: AppSupabaseClient, factorId: string) {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) return { error };
  return supabase.auth.refreshSession();
}

/** The session's level and the one her factors allow (GoTrue's aal1/aal2). */
export interface AssuranceLevel {
  current: string | null;
  next: string | null;
}

/** Fresh from the auth service (`getUser` with the token), not the stored session: a factor may have been added elsewhere. */
async function assuranceLevel(supabase: AppSupabaseClient) {
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { data: null, error: null };
  const { data: level, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel(data.session.access_token);
  if (error) return { data: null, error };
  return { data: { current: level.currentLevel, next: level.nextLevel }, error: null };
}

export const authFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuthFactors: build.query<AuthFactor[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.auth.mfa.listFactors(), {
          context: 'Load sign-in factors',
          mapError: mapFactorError,
          map: (data) => (data?.all ?? []).map(toAuthFactor),
        }),
      providesTags: [tags.authFactors],
    }),
    /** An authenticator app, unverified until its first code (verifyFactorCode). */
    enrollTotp: build.mutation<TotpEnrollment, string>({
      queryFn: (name) =>
        supabaseQuery((supabase) => supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: name, issuer: 'Ascend' }), {
          context: 'Add authenticator app',
          mapError: mapFactorError,
          map: (data) => ({ factorId: data?.id ?? '', qrCode: data?.totp.qr_code ?? '', secret: data?.totp.secret ?? '' }),
        }),
    }),
    /** Challenge and verify in one: the session becomes aal2 (MFA_CHALLENGE_VERIFIED), a new factor becomes verified. */
    verifyFactorCode: build.mutation<null, { factorId: string; code: string }>({
      queryFn: ({ factorId, code }) =>
        supabaseQuery((supabase) => supabase.auth.mfa.challengeAndVerify({ factorId, code }), {
          context: 'Verify factor code',
          mapError: mapFactorError,
          map: () => null,
        }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    removeAuthFactor: build.mutation<null, string>({
      queryFn: (factorId) =>
        supabaseQuery((supabase) => unenroll(supabase, factorId), { context: 'Remove factor', mapError: mapFactorError, map: () => null }),
      invalidatesTags: [tags.authFactors],
    }),
    /** Whether an account action must ask for a code first: a verified factor, a session still at aal1. */
    getAssuranceLevel: build.query<AssuranceLevel | null, void>({
      queryFn: () => supabaseQuery(assuranceLevel, { context: 'Read assurance level', mapError: mapFactorError, map: (data) => data ?? null }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetAuthFactorsQuery,
  useEnrollTotpMutation,
  useVerifyFactorCodeMutation,
  useRemoveAuthFactorMutation,
  useLazyGetAssuranceLevelQuery,
} = authFactorApi;
