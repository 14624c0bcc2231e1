import { baseApi, isEmbeddedAuthServer, supabaseQuery, tags } from '@/shared/api';
import { CLIENT_INFO, env } from '@/shared/config';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapFactorError, mapRecoveryCodeError } from '../lib/map-factor-error';

/**
 * Ten one-time recovery codes, the project's own beside GoTrue's factors (their wire and storage:
 * docs/local-backend.md, Two-step sign-in). Generating a set replaces the old one and needs an aal2
 * session, as does counting them (SQL functions); spending one raises the session she is in (the
 * embedded auth server's route, or RPC on hosted Supabase).
 */

interface RecoveryAnswer {
  access_token?: string;
  refresh_token?: string;
  recovery_codes_left?: number;
  code?: string;
  error_code?: string;
  message?: string;
  msg?: string;
}

/** GoTrue's answer to a wrong or spent code, whichever path refused it. */
const WRONG_CODE = { status: 422, code: 'mfa_verification_failed', message: 'Invalid recovery code entered' };

/**
 * The embedded server: POST /auth/v1/recovery_codes/verify with the aal1 session answers an aal2
 * session, handed to supabase-js (whose auth event moves the sign-in step on), and how many codes
 * are left; the server also mails her that a code was used.
 */
async function redeemAtAuthServer(supabase: AppSupabaseClient, token: string, code: string) {
  const response = await fetch(`${env.supabaseUrl}/auth/v1/recovery_codes/verify`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Client-Info': CLIENT_INFO,
      // GoTrue's error format with `code`, as supabase-js asks for it.
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ code }),
  });
  const answer = (await response.json().catch(() => ({}))) as RecoveryAnswer;
  if (!response.ok) {
    return { data: null, error: { status: response.status, code: answer.code ?? answer.error_code, message: answer.message ?? answer.msg } };
  }
  const { error } = await supabase.auth.setSession({ access_token: answer.access_token ?? '', refresh_token: answer.refresh_token ?? '' });
  if (error) return { data: null, error };
  return { data: answer.recovery_codes_left ?? 0, error: null };
}

/**
 * Hosted Supabase, whose GoTrue has no such route: the database spends the code for the session the
 * token names (redeem_recovery_code: null for a wrong code), and the refresh that follows comes back
 * at aal2 through the project's access-token hook (docs/deployment.md, Two-step sign-in).
 */
async function redeemThroughDatabase(supabase: AppSupabaseClient, code: string) {
  const { data: left, error } = await supabase.rpc('redeem_recovery_code', { code });
  if (error) return { data: null, error };
  if (left === null) return { data: null, error: WRONG_CODE };
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) return { data: null, error: refreshed.error };
  return { data: left, error: null };
}

/** Spends one code at the sign-in step, on whichever auth server answers. */
async function redeem(supabase: AppSupabaseClient, code: string) {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return { data: null, error: { code: 'session_not_found', status: 401 } };
  return (await isEmbeddedAuthServer()) ? redeemAtAuthServer(supabase, token, code) : redeemThroughDatabase(supabase, code);
}

export const recoveryCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecoveryCodesLeft: build.query<number, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('count_recovery_codes'), {
          context: 'Count recovery codes',
          mapError: mapFactorError,
          map: (data) => data ?? 0,
        }),
      providesTags: [tags.authFactors],
    }),
    /** A new set of ten, shown once: the old set stops working. */
    generateRecoveryCodes: build.mutation<string[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('generate_recovery_codes'), {
          context: 'Generate recovery codes',
          mapError: mapFactorError,
          map: (data) => data ?? [],
        }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    /** Spends one code at the sign-in step: how many are left. */
    redeemRecoveryCode: build.mutation<number, string>({
      queryFn: (code) =>
        supabaseQuery((supabase) => redeem(supabase, code), { context: 'Use recovery code', mapError: mapRecoveryCodeError, map: (left) => left ?? 0 }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
  }),
});

export const { useGetRecoveryCodesLeftQuery, useGenerateRecoveryCodesMutation, useRedeemRecoveryCodeMutation } = recoveryCodesApi;
