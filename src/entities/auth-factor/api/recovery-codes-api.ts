import { baseApi, supabaseQuery, tags } from '@/shared/api';
import type { AppSupabaseClient } from '@/shared/supabase';
import { mapFactorError } from '../lib/map-factor-error';

/**
 * Ten one-time recovery codes, the project's own beside GoTrue's factors (their wire and storage:
 * docs/security.md, Recovery codes). Creating a set replaces the old one and needs an aal2 session;
 * a code spent at the sign-in step makes the session aal2 and says how many are left.
 */

// Not in the generated schema until the server's migration lands in this branch.
type UntypedRpc = (name: string, args?: object) => PromiseLike<{ data: unknown; error: unknown }>;
const rpc = (supabase: AppSupabaseClient, name: string, args?: object) => (supabase.rpc as unknown as UntypedRpc)(name, args);

async function redeem(supabase: AppSupabaseClient, code: string) {
  const { data, error } = await rpc(supabase, 'redeem_recovery_code', { code });
  if (error) return { data: null, error };
  // The session's level changed on the server: a refresh brings the aal2 token (and the event that says so).
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) return { data: null, error: refreshed.error };
  return { data: Number(data), error: null };
}

export const recoveryCodesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecoveryCodesLeft: build.query<number, void>({
      queryFn: () =>
        supabaseQuery((supabase) => rpc(supabase, 'count_recovery_codes'), {
          context: 'Count recovery codes',
          mapError: mapFactorError,
          map: (data) => Number(data ?? 0),
        }),
      providesTags: [tags.authFactors],
    }),
    /** A new set of ten, shown once: the old set stops working. */
    createRecoveryCodes: build.mutation<string[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => rpc(supabase, 'create_recovery_codes'), {
          context: 'Create recovery codes',
          mapError: mapFactorError,
          map: (data) => (Array.isArray(data) ? (data as unknown[]).map(String) : []),
        }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
    /** Spends one code at the sign-in step: how many are left. */
    redeemRecoveryCode: build.mutation<number, string>({
      queryFn: (code) =>
        supabaseQuery((supabase) => redeem(supabase, code), { context: 'Use recovery code', mapError: mapFactorError, map: (left) => left ?? 0 }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.authFactors]),
    }),
  }),
});

export const { useGetRecoveryCodesLeftQuery, useCreateRecoveryCodesMutation, useRedeemRecoveryCodeMutation } = recoveryCodesApi;
